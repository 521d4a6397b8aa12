import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type StandInMode = "json" | "stream" | "error" | "hang" | "invalid" | "not-json";

/** A fixed answer, or one computed from the request (model, messages...). */
export type StandInAnswer =
  | Record<string, unknown>
  | ((body: Record<string, unknown>) => Record<string, unknown>);

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests: answers with a fixed
 * JSON object, as one body or as server-sent chunks, or with an error status, with JSON that does not
 * fit, with text that is not JSON, or never.
 */
export async function startOpenAiStandIn(answer: StandInAnswer) {
  let mode: StandInMode = "json";
  const requests: RecordedRequest[] = [];
  const hanging = new Set<IncomingMessage>();
  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || "{}") as Record<string, unknown>;
    requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
    const content =
      mode === "invalid"
        ? '{"explanation": 42}'
        : mode === "not-json"
          ? "Sorry, I cannot help with that."
          : JSON.stringify(typeof answer === "function" ? answer(body) : answer);
    const base = { id: "chatcmpl-1", created: 1767225600, model: String(body.model) };
    if (mode === "error") {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "upstream overloaded", type: "server_error" } }));
    } else if (mode === "hang") {
      hanging.add(req);
      req.on("close", () => hanging.delete(req));
    } else if (mode === "stream" || body.stream === true) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
      send({
        ...base,
        object: "chat.completion.chunk",
        choices: [{ index: 0, delta: { role: "assistant", content: "" } }],
      });
      for (let i = 0; i < content.length; i += 16) {
        send({
          ...base,
          object: "chat.completion.chunk",
          choices: [{ index: 0, delta: { content: content.slice(i, i + 16) } }],
        });
      }
      send({
        ...base,
        object: "chat.completion.chunk",
        choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
      });
      res.end("data: [DONE]\n\n");
    } else {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          ...base,
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
        }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next: StandInMode) {
      mode = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
