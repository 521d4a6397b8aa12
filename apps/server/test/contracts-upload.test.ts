import { createHash } from "node:crypto";
import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACT_SOURCES_BUCKET } from "../src/contracts/contract-deps.ts";
import { CONVERTED_CONTRACTS_BUCKET } from "../src/storage/storage.ts";
import { signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("contract upload and file validation", () => {
  let t: TestApp;
  let admin: AuthSession;
  let alice: AuthSession;
  let bob: AuthSession;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpUser(t, "admin@example.com");
    alice = await signUpUser(t, "alice@example.com");
    bob = await signUpUser(t, "bob@example.com");
  });
  afterAll(async () => t.close());

  it("stores a Solidity file, hashes it and marks the contract validated", async () => {
    const { status, body } = await upload(t, alice, "Counter.sol", COUNTER_SOL);
    expect(status).toBe(201);
    const [result] = body.results;
    expect(result).toMatchObject({
      fileName: "Counter.sol",
      accepted: true,
      duplicate: false,
      jobId: null,
      validation: { isValid: true, status: "safe", issues: [], hash: sha256(COUNTER_SOL) },
      contract: {
        name: "Counter",
        fileName: "Counter.sol",
        language: "solidity",
        status: "validated",
        sourceHash: sha256(COUNTER_SOL),
        sourceSize: Buffer.byteLength(COUNTER_SOL),
        userId: alice.user.id,
        convertedPath: null,
      },
    });
    const row = await t.deps.db
      .selectFrom("contracts")
      .selectAll()
      .where("id", "=", result.contract.id)
      .executeTakeFirstOrThrow();
    const stored = await t.deps.storage.get(CONTRACT_SOURCES_BUCKET, row.source_path!);
    expect(new TextDecoder().decode(stored!)).toBe(COUNTER_SOL);
  });

  it("recognises the same file uploaded twice by the same user, but not by another", async () => {
    const first = await upload(t, alice, "Again.sol", `${COUNTER_SOL}// again\n`);
    const second = await upload(t, alice, "Renamed.sol", `${COUNTER_SOL}// again\n`);
    expect(second.status).toBe(200);
    expect(second.body.results[0]).toMatchObject({ accepted: true, duplicate: true });
    expect(second.body.results[0].contract.id).toBe(first.body.results[0].contract.id);
    const other = await upload(t, bob, "Again.sol", `${COUNTER_SOL}// again\n`);
    expect(other.status).toBe(201);
    expect(other.body.results[0].duplicate).toBe(false);
    const count = await t.deps.db
      .selectFrom("contracts")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("source_hash", "=", sha256(`${COUNTER_SOL}// again\n`))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it("takes many files at once, in JSON and as multipart form data", async () => {
    const json = await call(t, "POST", "/api/contracts", {
      token: alice.accessToken,
      body: {
        files: [
          { fileName: "One.sol", content: "pragma solidity ^0.8.0;\ncontract One {}\n" },
          { fileName: "bad.exe", content: "MZ" },
        ],
      },
    });
    expect(json.status).toBe(201);
    expect(json.body.results.map((r: { accepted: boolean }) => r.accepted)).toEqual([true, false]);

    const form = new FormData();
    form.append("files", new File(["pragma solidity ^0.8.0;\ncontract Two {}\n"], "Two.sol"));
    form.append("files", new File(["# @version 0.3.10\nx: public(uint256)\n"], "Three.vy"));
    const response = await t.app.request("/api/contracts", {
      method: "POST",
      headers: { authorization: `Bearer ${alice.accessToken}` },
      body: form,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { results: { contract: { language: string } }[] };
    expect(body.results.map((r) => r.contract.language)).toEqual(["solidity", "vyper"]);
  });

  it("sanitises file names and cuts them to 255 characters", async () => {
    const weird = await upload(
      t,
      alice,
      "../../..hidden name<script>.sol",
      "pragma solidity ^0.8.0;\ncontract W {}\n",
    );
    expect(weird.body.results[0].contract.fileName).toBe("hidden_name_script_.sol");
    const long = await upload(t, alice, `${"a".repeat(400)}.sol`, "contract L {}\n");
    const name = long.body.results[0].contract.fileName as string;
    expect(name.length).toBe(255);
    expect(name.endsWith(".sol")).toBe(true);
  });

  it("refuses oversized files, other types and bad content with the spec's messages", async () => {
    const big = await upload(t, alice, "Big.sol", "a".repeat(10_485_761));
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({
      error: "File size exceeds 10MB limit",
      code: "file_rejected",
    });
    expect(big.body.results[0].validation.status).toBe("suspicious");

    const exe = await upload(t, alice, "virus.exe", "MZ");
    expect(exe.body.error).toBe("File type not allowed. Allowed: .sol, .vy, .yul, .huff, .rs");
    expect(exe.body.results[0].validation.status).toBe("malicious");

    const cases: [string, string, string, string][] = [
      ["Nul.sol", "contract A {}\u0000\u0001", "malicious", "binary data"],
      [
        "Xss.sol",
        "// <script>alert(1)</script>\ncontract A {}\n",
        "malicious",
        "Script injection in a comment (<script>)",
      ],
      ["Js.sol", "/* javascript:alert(1) */ contract A {}", "malicious", "javascript: URL"],
      ["On.sol", "// <img onerror=alert(1)>\ncontract A {}", "malicious", "inline event handler"],
      ["Long.sol", `contract A {}\n// ${"x".repeat(10_001)}\n`, "suspicious", "Line 2 is longer"],
      ["Syntax.sol", "contract A { function }", "suspicious", "does not parse as Solidity"],
      ["Bad.rs", "pub fn main() { let x = (1;\n", "suspicious", "does not parse as Rust"],
      ["Empty.sol", "   \n", "suspicious", "File is empty"],
    ];
    for (const [fileName, content, status, issue] of cases) {
      const answer = await upload(t, alice, fileName, content);
      expect(answer.status, fileName).toBe(400);
      const [result] = answer.body.results;
      expect(result.validation.status, fileName).toBe(status);
      expect(result.validation.issues.join(" | "), fileName).toContain(issue);
      expect(result.contract).toBeNull();
    }
  });

  it("rejects invalid UTF-8 in a multipart upload as binary", async () => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array([0x63, 0xff, 0xfe, 0x0a])], "Bin.sol"));
    const response = await t.app.request("/api/contracts", {
      method: "POST",
      headers: { authorization: `Bearer ${alice.accessToken}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain("not valid UTF-8");
  });

  it("keeps a .rs upload as an existing CosmWasm contract, converted, with its file as version 1", async () => {
    const rust =
      "use cosmwasm_std::Response;\n\npub fn ping() -> Response {\n    Response::new()\n}\n";
    const { status, body } = await upload(t, alice, "ping.rs", rust);
    expect(status).toBe(201);
    const contract = body.results[0].contract;
    expect(contract).toMatchObject({ language: "rust", status: "converted", currentVersion: 1 });
    expect(contract.convertedPath).toMatch(new RegExp(`^${alice.user.id}/${contract.id}/v1-`));
    const stored = await t.deps.storage.get(
      CONVERTED_CONTRACTS_BUCKET,
      `${contract.convertedPath}/src/ping.rs`,
    );
    expect(new TextDecoder().decode(stored!)).toBe(rust);
    const code = await call(t, "GET", `/api/contracts/${contract.id}/code`, {
      token: alice.accessToken,
    });
    expect(code.body.files).toEqual([{ path: "src/ping.rs", content: rust }]);
    expect(code.body.report).toBeNull();
    const converted = await call(t, "GET", `/api/contracts/${contract.id}/converted-code`, {
      token: alice.accessToken,
    });
    expect(converted.body).toEqual({ code: rust, language: "rust", path: "src/ping.rs" });
  });

  it("answers the secure-file-validation function with the spec's shape", async () => {
    const ok = await call(t, "POST", "/api/functions/secure-file-validation", {
      token: alice.accessToken,
      body: {
        fileName: "Counter.sol",
        fileContent: COUNTER_SOL,
        fileSize: COUNTER_SOL.length,
        contractId: null,
        userId: alice.user.id,
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      isValid: true,
      status: "safe",
      issues: [],
      hash: sha256(COUNTER_SOL),
    });

    const declaredHuge = await call(t, "POST", "/api/functions/secure-file-validation", {
      token: alice.accessToken,
      body: { fileName: "A.sol", fileContent: "contract A {}", fileSize: 20_000_000 },
    });
    expect(declaredHuge.body).toMatchObject({
      isValid: false,
      status: "suspicious",
      issues: ["File size exceeds 10MB limit"],
    });

    const huff = await call(t, "POST", "/api/functions/secure-file-validation", {
      token: alice.accessToken,
      body: {
        fileName: "a.huff",
        fileContent: "#define macro MAIN() = takes(0) {\n",
        fileSize: 34,
      },
    });
    expect(huff.body.issues).toHaveLength(1);
    expect(huff.body.issues[0]).toContain("does not parse as Huff");

    // The declared size must be the content's: a client that says 99 bytes and sends 1,880 (or
    // whose text lost bytes on the way) is not checked against what it claims.
    const padded = COUNTER_SOL.padEnd(1880, " ");
    const misdeclared = await call(t, "POST", "/api/functions/secure-file-validation", {
      token: alice.accessToken,
      body: { fileName: "Counter.sol", fileContent: padded, fileSize: 99 },
    });
    expect(misdeclared.body).toEqual({
      isValid: false,
      status: "suspicious",
      issues: ["Declared file size (99 bytes) does not match the content (1880 bytes)"],
      hash: sha256(padded),
    });
    const multiByte = await call(t, "POST", "/api/functions/secure-file-validation", {
      token: alice.accessToken,
      body: { fileName: "A.sol", fileContent: "// é\ncontract A {}\n", fileSize: 20 },
    });
    expect(multiByte.body).toMatchObject({ isValid: true, status: "safe" });

    const someoneElse = await call(t, "POST", "/api/functions/secure-file-validation", {
      token: alice.accessToken,
      body: { fileName: "A.sol", fileContent: "contract A {}", fileSize: 13, userId: bob.user.id },
    });
    expect(someoneElse.status).toBe(403);
    const anonymous = await call(t, "POST", "/api/functions/secure-file-validation", {
      body: { fileName: "A.sol", fileContent: "contract A {}", fileSize: 13 },
    });
    expect(anonymous.status).toBe(401);
    const bad = await call(t, "POST", "/api/functions/secure-file-validation", {
      token: alice.accessToken,
      body: { fileName: "A.sol" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("validation_failed");
  });

  it("needs sign-in and valid bodies to upload", async () => {
    expect(
      (await upload(t, { accessToken: "" } as AuthSession, "A.sol", "contract A {}")).status,
    ).toBe(401);
    const empty = await call(t, "POST", "/api/contracts", {
      token: alice.accessToken,
      body: { files: [] },
    });
    expect(empty.status).toBe(400);
    const wrongType = await t.app.request("/api/contracts", {
      method: "POST",
      headers: { authorization: `Bearer ${alice.accessToken}`, "content-type": "text/plain" },
      body: "contract A {}",
    });
    expect(wrongType.status).toBe(415);
    void admin;
  });
});
