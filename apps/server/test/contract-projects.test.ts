import {
  type AuthSession,
  analysisResponseSchema,
  MAX_PROJECT_FILES,
} from "@contract-platform/api";
import { strToU8, type Zippable, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACT_SOURCES_BUCKET } from "../src/contracts/contract-deps.ts";
import { signUpUser } from "./auth-helpers.ts";
import {
  PROJECT_GUARD,
  PROJECT_IERC20,
  PROJECT_VAULT,
  projectFiles,
} from "./contract-projects-fixture.ts";
import { COUNTER_SOL, call } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

function zip(files: Record<string, string | Uint8Array>, extra: Zippable = {}): Uint8Array {
  const entries: Zippable = { ...extra };
  for (const [path, content] of Object.entries(files))
    entries[path] = typeof content === "string" ? strToU8(content) : content;
  return zipSync(entries);
}

describe("projects: several files or a .zip, imports kept for conversion and analysis", () => {
  let t: TestApp;
  let alice: AuthSession;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpUser(t, "alice@example.com");
  });
  afterAll(async () => t.close());

  const auth = () => ({ token: alice.accessToken });
  async function uploadZip(bytes: Uint8Array, fields: Record<string, string> = {}, name = "p.zip") {
    const form = new FormData();
    form.append("archive", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const response = await t.app.request("/api/contracts/projects", {
      method: "POST",
      headers: { authorization: `Bearer ${alice.accessToken}` },
      body: form,
    });
    // biome-ignore lint/suspicious/noExplicitAny: the test reads the JSON answer loosely
    return { status: response.status, body: (await response.json()) as any };
  }
  const uploadFiles = (body: unknown) =>
    call(t, "POST", "/api/contracts/projects", { ...auth(), body });
  const contractCount = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom("contracts")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  let vaultId = "";

  it("asks for the main file when several files could be the contract, and lists them", async () => {
    const bytes = zip({
      ...projectFiles(),
      "my-vault/contracts/Other.sol": COUNTER_SOL,
    });
    const before = await contractCount();
    const refused = await uploadZip(bytes);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("main_file_required");
    expect(refused.body.candidates).toEqual(["contracts/Other.sol", "contracts/Vault.sol"]);
    expect(await contractCount()).toBe(before);

    const accepted = await uploadZip(bytes, { main: "contracts/Vault.sol", convert: "true" });
    expect(accepted.status).toBe(201);
    expect(accepted.body.project.main).toBe("contracts/Vault.sol");
    expect(accepted.body.project.files).toEqual([
      { path: "contracts/Vault.sol", size: Buffer.byteLength(PROJECT_VAULT) },
      { path: "contracts/IERC20.sol", size: Buffer.byteLength(PROJECT_IERC20) },
      { path: "contracts/Guard.sol", size: Buffer.byteLength(PROJECT_GUARD) },
      expect.objectContaining({
        path: "@openzeppelin/contracts/access/Ownable.sol",
        dependency: true,
      }),
    ]);
    const ignored = accepted.body.ignored.map((i: { path: string }) => i.path);
    expect(ignored).toContain("my-vault/README.md");
    expect(accepted.body.ignored).toContainEqual({
      path: "contracts/Other.sol",
      reason: "not imported by contracts/Vault.sol",
    });
    const result = accepted.body.result;
    expect(result).toMatchObject({ accepted: true, duplicate: false, fileName: "Vault.sol" });
    expect(result.jobId).toBeTruthy();
    vaultId = result.contract.id;

    // the import structure is kept in storage under each file's path
    const stored = await t.deps.storage.list(
      CONTRACT_SOURCES_BUCKET,
      `${alice.user.id}/${vaultId}/project/`,
    );
    expect(stored.sort()).toEqual(
      [
        "@openzeppelin/contracts/access/Ownable.sol",
        "contracts/Guard.sol",
        "contracts/IERC20.sol",
        "contracts/Vault.sol",
      ].map((p) => `${alice.user.id}/${vaultId}/project/${p}`),
    );
  });

  it("converts the contract with the files it imports", async () => {
    await t.deps.jobs.whenIdle();
    const detail = await call(t, "GET", `/api/contracts/${vaultId}`, auth());
    expect(detail.body.contract.status).toBe("converted");
    expect(detail.body.contract.project.main).toBe("contracts/Vault.sol");
    const code = await call(t, "GET", `/api/contracts/${vaultId}/code`, auth());
    expect(code.status).toBe(200);
    const files = Object.fromEntries(
      code.body.files.map((f: { path: string; content: string }) => [f.path, f.content]),
    );
    // state and errors of the imported base contracts are in the crate
    expect(files["src/state.rs"]).toMatch(/OWNER/);
    expect(files["src/state.rs"]).toMatch(/ADMIN/);
    expect(files["src/error.rs"]).toMatch(/NotOwner/);
    expect(files["src/msg.rs"]).toMatch(/Pay \{/);
    // the review shows the main file: source-map ranges of imported files are left out
    const mapped = code.body.sourceMap.map((e: { what: string }) => e.what);
    expect(mapped).toContain("pay(address,uint256)");
    expect(mapped).not.toContain("modifier onlyOwner");
    expect(mapped).not.toContain("setAdmin(address)");
  });

  it("analyses the project: findings name the file and line they are in", async () => {
    const started = await call(t, "POST", `/api/contracts/${vaultId}/analysis`, auth());
    expect(started.status).toBe(202);
    await t.deps.jobs.whenIdle();
    const latest = analysisResponseSchema.parse(
      (await call(t, "GET", `/api/contracts/${vaultId}/analysis`, auth())).body,
    );
    expect(latest.job?.status).toBe("succeeded");
    const solidity = latest.analysis?.solidity;
    expect(solidity?.target.files).toEqual([
      "contracts/Vault.sol",
      "contracts/IERC20.sol",
      "contracts/Guard.sol",
    ]);
    expect(solidity?.diagnostics.filter((d) => d.level === "error")).toEqual([]);
    const where = solidity?.findings.map(
      (f) => `${f.ruleId} ${f.location.file}:${f.location.startLine}`,
    );
    expect(where).toContain("missing-access-control contracts/Guard.sol:8");
    expect(where).toContain("unchecked-transfer contracts/Vault.sol:18");
    // dependencies are read, not reported on
    expect(solidity?.findings.some((f) => f.location.file.startsWith("@openzeppelin"))).toBe(false);
    expect(latest.analysis?.sources.project?.files.map((f) => f.path)).toContain(
      "@openzeppelin/contracts/access/Ownable.sol",
    );
  });

  it("pairs functions inherited from imported files with their own file's lines", async () => {
    const { body } = await call(t, "GET", `/api/contracts/${vaultId}/analysis/functions`, auth());
    const pair = (id: string) =>
      body.pairs.find((p: { id: string }) => p.id === id)?.solidity as
        | { file: string; startLine: number }
        | undefined;
    expect(pair("setAdmin(address)")).toMatchObject({ file: "contracts/Guard.sol", startLine: 7 });
    expect(pair("pay(address,uint256)")).toMatchObject({
      file: "contracts/Vault.sol",
      startLine: 16,
    });
    expect(pair("modifier onlyOwner")).toMatchObject({
      file: "@openzeppelin/contracts/access/Ownable.sol",
      startLine: 12,
    });
  });

  it("recognises the same project uploaded again", async () => {
    const again = await uploadZip(
      zip({ ...projectFiles(), "my-vault/contracts/Other.sol": COUNTER_SOL }),
      {
        main: "my-vault/contracts/Vault.sol",
      },
    );
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ duplicate: true, contract: { id: vaultId } });
  });

  it("takes several files with their paths as JSON and picks the only possible main file", async () => {
    const { status, body } = await uploadFiles({
      files: [
        { path: "src/Vault.sol", content: PROJECT_VAULT.replace("// SPDX", "// json\n// SPDX") },
        { path: "src/IERC20.sol", content: PROJECT_IERC20 },
        { path: "src/Guard.sol", content: PROJECT_GUARD },
        {
          path: "lib/openzeppelin-contracts/contracts/access/Ownable.sol",
          content: (projectFiles() as Record<string, string>)[
            "my-vault/node_modules/@openzeppelin/contracts/access/Ownable.sol"
          ],
        },
        {
          path: "remappings.txt",
          content: "@openzeppelin/contracts/=lib/openzeppelin-contracts/contracts/\n",
        },
      ],
    });
    expect(status).toBe(201);
    expect(body.project.main).toBe("src/Vault.sol");
    expect(body.project.remappings).toContain(
      "@openzeppelin/contracts/=lib/openzeppelin-contracts/contracts/",
    );
    await call(t, "POST", `/api/contracts/${body.result.contract.id}/convert`, auth());
    await t.deps.jobs.whenIdle();
    const detail = await call(t, "GET", `/api/contracts/${body.result.contract.id}`, auth());
    expect(detail.body.contract.status).toBe("converted");
  });

  it("a conversion error in an imported file names that file", async () => {
    const guard = PROJECT_GUARD.replace(
      "        admin = next;",
      '        require(tx.origin == admin, "admin");\n        admin = next;',
    );
    const { body } = await uploadFiles({
      convert: true,
      files: [
        { path: "contracts/Vault.sol", content: PROJECT_VAULT },
        { path: "contracts/IERC20.sol", content: PROJECT_IERC20 },
        { path: "contracts/Guard.sol", content: guard },
        {
          path: "node_modules/@openzeppelin/contracts/access/Ownable.sol",
          content:
            projectFiles()["my-vault/node_modules/@openzeppelin/contracts/access/Ownable.sol"],
        },
      ],
    });
    await t.deps.jobs.whenIdle();
    const detail = await call(t, "GET", `/api/contracts/${body.result.contract.id}`, auth());
    expect(detail.body.contract.status).toBe("failed");
    expect(detail.body.contract.errorMessage).toBe(
      "tx.origin has no faithful CosmWasm translation (contracts/Guard.sol, line 8, column 17)",
    );
    expect(detail.body.contract.diagnostics[0]).toMatchObject({
      code: "SOL2CW-E004",
      file: "contracts/Guard.sol",
      line: 8,
    });
  });

  it("deletes a project's stored files with the contract", async () => {
    const { body } = await uploadFiles({
      files: [
        { path: "A.sol", content: `${PROJECT_VAULT}// to delete\n` },
        { path: "IERC20.sol", content: PROJECT_IERC20 },
        { path: "Guard.sol", content: PROJECT_GUARD },
        {
          path: "node_modules/@openzeppelin/contracts/access/Ownable.sol",
          content:
            projectFiles()["my-vault/node_modules/@openzeppelin/contracts/access/Ownable.sol"],
        },
      ],
    });
    const id = body.result.contract.id;
    const prefix = `${alice.user.id}/${id}/`;
    expect((await t.deps.storage.list(CONTRACT_SOURCES_BUCKET, prefix)).length).toBe(5);
    expect((await call(t, "DELETE", `/api/contracts/${id}`, auth())).status).toBe(204);
    expect(await t.deps.storage.list(CONTRACT_SOURCES_BUCKET, prefix)).toEqual([]);
  });

  describe("refusals: a clear 4xx, nothing stored", () => {
    const vaultFiles = (extra: Array<{ path: string; content: string }> = []) => [
      { path: "contracts/Vault.sol", content: PROJECT_VAULT },
      { path: "contracts/IERC20.sol", content: PROJECT_IERC20 },
      { path: "contracts/Guard.sol", content: PROJECT_GUARD },
      ...extra,
    ];
    const expectRefused = async (
      answer: Promise<{ status: number; body: Record<string, unknown> }>,
      status: number,
      code: string,
      message: string | RegExp,
    ) => {
      const before = await contractCount();
      const storedBefore = await t.deps.storage.list(CONTRACT_SOURCES_BUCKET, `${alice.user.id}/`);
      const { status: got, body } = await answer;
      expect({ status: got, code: body.code }).toEqual({ status, code });
      expect(body.error).toMatch(message);
      expect(await contractCount()).toBe(before);
      expect(await t.deps.storage.list(CONTRACT_SOURCES_BUCKET, `${alice.user.id}/`)).toEqual(
        storedBefore,
      );
    };

    it("an import no file answers, naming the import and the importing file", async () => {
      await expectRefused(
        uploadFiles({ files: vaultFiles() }),
        400,
        "unresolved_import",
        'contracts/Vault.sol:6:1: import "@openzeppelin/contracts/access/Ownable.sol" not found',
      );
    });

    it("paths that leave the project, absolute paths and control characters", async () => {
      await expectRefused(
        uploadFiles({ files: vaultFiles([{ path: "../evil.sol", content: COUNTER_SOL }]) }),
        400,
        "unsafe_path",
        /'\.\.' would leave the project/,
      );
      await expectRefused(
        uploadFiles({ files: [{ path: "/etc/Counter.sol", content: COUNTER_SOL }] }),
        400,
        "unsafe_path",
        /absolute paths are refused/,
      );
      await expectRefused(
        uploadFiles({ files: [{ path: "C:\\work\\Counter.sol", content: COUNTER_SOL }] }),
        400,
        "unsafe_path",
        /absolute paths are refused/,
      );
      await expectRefused(
        uploadZip(zip({ "p/Counter.sol": COUNTER_SOL, "p/../../etc/cron.d/x": "* * * * *" })),
        400,
        "unsafe_path",
        /'\.\.' would leave the project/,
      );
    });

    it("symbolic links in an archive", async () => {
      const link = { os: 3, attrs: (0o120777 << 16) >>> 0 };
      await expectRefused(
        uploadZip(
          zip({ "p/Counter.sol": COUNTER_SOL }, { "p/IERC20.sol": [strToU8("/etc/passwd"), link] }),
        ),
        400,
        "archive_symlink",
        "The archive holds a symbolic link (p/IERC20.sol); upload the files themselves",
      );
    });

    it("two files on one path, non-Solidity files picked one by one, no Solidity at all", async () => {
      await expectRefused(
        uploadFiles({
          files: [
            { path: "contracts/Counter.sol", content: COUNTER_SOL },
            { path: "contracts/./Counter.sol", content: COUNTER_SOL },
          ],
        }),
        400,
        "duplicate_path",
        "Two files have the path contracts/Counter.sol",
      );
      await expectRefused(
        uploadFiles({ files: vaultFiles([{ path: "notes.txt", content: "hello" }]) }),
        400,
        "file_type_not_allowed",
        /notes\.txt: a project holds \.sol files/,
      );
      await expectRefused(
        uploadZip(zip({ "README.md": "# nothing" })),
        400,
        "no_solidity_files",
        "The upload holds no .sol file",
      );
    });

    it("too many files, too many bytes", async () => {
      const many = Array.from({ length: MAX_PROJECT_FILES + 1 }, (_, i) => ({
        path: `c/C${i}.sol`,
        content: `pragma solidity ^0.8.20;\ncontract C${i} {}\n`,
      }));
      await expectRefused(
        uploadFiles({ files: many }),
        400,
        "too_many_files",
        `The project holds ${MAX_PROJECT_FILES + 1} .sol files; at most ${MAX_PROJECT_FILES} are accepted`,
      );
      const big = `// ${"x".repeat(2_700_000)}\n`;
      await expectRefused(
        uploadZip(
          zip(
            Object.fromEntries(
              [1, 2, 3, 4].map((i) => [`p/Big${i}.sol`, `${big}contract B${i} {}\n`]),
            ),
          ),
        ),
        413,
        "project_too_large",
        /at most 10MB are accepted/,
      );
    });

    it("zip bombs: an entry or the whole archive expanding past the caps", async () => {
      const zeros = new Uint8Array(11 * 1024 * 1024);
      await expectRefused(
        uploadZip(zip({ "p/Bomb.sol": zeros })),
        413,
        "file_too_large",
        "p/Bomb.sol expands to more than 10MB",
      );
      const nine = new Uint8Array(9 * 1024 * 1024);
      await expectRefused(
        uploadZip(zip(Object.fromEntries([1, 2, 3, 4, 5, 6].map((i) => [`p/B${i}.sol`, nine])))),
        413,
        "archive_too_large",
        "The archive's files expand to more than 50MB",
      );
    });

    it("something that is not a zip, and a file too deeply nested to check", async () => {
      await expectRefused(
        uploadZip(strToU8("not a zip at all")),
        400,
        "invalid_archive",
        "The file is not a .zip archive",
      );
      await expectRefused(
        uploadZip(zip({ "p/Counter.sol": COUNTER_SOL }), {}, "p.tar"),
        400,
        "file_type_not_allowed",
        "p.tar: a project archive must be a .zip file",
      );
      const deep = `pragma solidity ^0.8.20;\nimport "./Deep.sol";\ncontract A {}\n`;
      await expectRefused(
        uploadFiles({
          files: [
            { path: "A.sol", content: deep },
            {
              path: "Deep.sol",
              content: `pragma solidity ^0.8.20;\ncontract D { uint x = ${"(".repeat(40)}1${")".repeat(40)}; }\n`,
            },
          ],
        }),
        400,
        "file_rejected",
        /^Deep\.sol: .*nest/i,
      );
    });
  });
});
