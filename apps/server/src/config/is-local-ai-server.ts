/**
 * Whether an AI base URL points at a server on this machine or a private network — where local
 * OpenAI-compatible servers (Ollama, llama.cpp's server, vLLM) run and need no API key: loopback,
 * private and link-local addresses, `.local`/`.internal`/`.localhost` names and single-label hosts
 * such as a compose service (`http://ollama:11434`).
 */
export function isLocalAiServer(baseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(baseUrl).hostname.toLowerCase().replace(/^\[|\]$/g, "");
  } catch {
    return false;
  }
  if (host === "localhost" || /\.(localhost|local|internal)$/.test(host)) return true;
  if (host.includes(":")) {
    return host === "::1" || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host);
  }
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (ipv4) {
    const [a, b] = [Number(ipv4[1]), Number(ipv4[2])];
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  return !host.includes(".");
}
