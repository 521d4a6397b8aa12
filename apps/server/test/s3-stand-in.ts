import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

const xmlEscape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * A tiny S3-speaking server on 127.0.0.1 for tests: path-style HeadBucket, Put/Get/Head/Delete
 * object and ListObjectsV2 with paging (two keys per page). It does not check signatures.
 */
export async function startS3StandIn(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const [, first, ...rest] = url.pathname.split("/");
    const key = rest.map(decodeURIComponent).join("/");
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const notFound = (code: string) => {
      res.writeHead(404, { "content-type": "application/xml" });
      res.end(req.method === "HEAD" ? undefined : `<Error><Code>${code}</Code></Error>`);
    };
    if (decodeURIComponent(first ?? "") !== bucket) return notFound("NoSuchBucket");
    const chunks: Buffer[] = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      if (!key) {
        if (req.method === "HEAD") {
          res.writeHead(200);
          return res.end();
        }
        if (req.method === "GET" && url.searchParams.get("list-type") === "2") {
          const prefix = url.searchParams.get("prefix") ?? "";
          const all = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort();
          const start = Number(url.searchParams.get("continuation-token") ?? 0);
          const page = all.slice(start, start + 2);
          const truncated = start + 2 < all.length;
          res.writeHead(200, { "content-type": "application/xml" });
          return res.end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name>` +
              `<Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
              `<IsTruncated>${truncated}</IsTruncated>` +
              (truncated ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : "") +
              page
                .map(
                  (name) =>
                    `<Contents><Key>${xmlEscape(name)}</Key><Size>${objects.get(name)?.body.length}</Size></Contents>`,
                )
                .join("") +
              "</ListBucketResult>",
          );
        }
      }
      const object = objects.get(key);
      switch (req.method) {
        case "PUT":
          objects.set(key, {
            body: Buffer.concat(chunks),
            contentType: req.headers["content-type"] ?? "application/octet-stream",
          });
          res.writeHead(200, { etag: '"etag"' });
          return res.end();
        case "GET":
        case "HEAD":
          if (!object) return notFound("NoSuchKey");
          res.writeHead(200, {
            "content-type": object.contentType,
            "content-length": object.body.length,
          });
          return res.end(req.method === "GET" ? object.body : undefined);
        case "DELETE":
          objects.delete(key);
          res.writeHead(204);
          return res.end();
        default:
          res.writeHead(405);
          return res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
