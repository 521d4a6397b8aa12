import type { AuthSession } from "@contract-platform/api";
import { optimizationHintsResponseSchema } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VAULT_SOL } from "./analysis-helpers.ts";
import { signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

describe("GET /api/optimization-hints: hints across the caller's contracts, ranked by impact", () => {
  let t: TestApp;
  let admin: AuthSession;
  let alice: AuthSession;
  let bob: AuthSession;
  let vaultId: string;
  let counterId: string;
  const as = (session: AuthSession) => ({ token: session.accessToken });
  const analyse = async (session: AuthSession, id: string) => {
    const started = await call(t, "POST", `/api/contracts/${id}/analysis`, as(session));
    expect(started.status).toBe(202);
    await t.deps.jobs.whenIdle();
  };
  const hintsOf = async (session: AuthSession) => {
    const res = await call(t, "GET", "/api/optimization-hints", as(session));
    expect(res.status).toBe(200);
    return optimizationHintsResponseSchema.parse(res.body);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpUser(t, "admin@example.com");
    alice = await signUpUser(t, "alice@example.com");
    bob = await signUpUser(t, "bob@example.com");
    vaultId = (await upload(t, alice, "Vault.sol", VAULT_SOL)).body.results[0].contract.id;
    counterId = (await upload(t, alice, "Counter.sol", COUNTER_SOL)).body.results[0].contract.id;
  });
  afterAll(async () => t.close());

  it("requires a signed-in caller", async () => {
    const res = await call(t, "GET", "/api/optimization-hints");
    expect(res.status).toBe(401);
  });

  it("answers an empty list when nothing has been analysed", async () => {
    expect(await hintsOf(alice)).toEqual({ hints: [], contracts: [] });
  });

  it("ranks the latest analyses' hints by impact and summarises each contract", async () => {
    await analyse(alice, vaultId);
    await analyse(alice, counterId);
    const body = await hintsOf(alice);

    const scores = body.hints.map((h) => h.impactScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Counter's owner is only set in the constructor: a medium-impact immutable candidate that
    // outranks the low-impact revert-string hints of both contracts.
    expect(body.hints[0]).toMatchObject({
      contractId: counterId,
      contractName: "Counter",
      side: "solidity",
      ruleId: "gas-immutable-candidate",
      impact: "medium",
      impactScore: 64,
    });
    expect(body.hints[0].location.startLine).toBe(6);
    const customErrors = body.hints.filter((h) => h.ruleId === "gas-custom-errors");
    expect(customErrors.map((h) => h.contractName).sort()).toEqual(["Counter", "Vault"]);
    expect(customErrors.every((h) => h.impactScore === 34)).toBe(true);

    expect(body.contracts.map((c) => c.contractName)).toEqual(["Counter", "Vault"]);
    for (const summary of body.contracts) {
      const own = body.hints.filter((h) => h.contractId === summary.contractId);
      expect(summary.hintCount).toBe(own.length);
      expect(summary.solidityHints).toBe(own.length);
      expect(summary.cosmwasmHints).toBe(0);
      expect(summary.totalImpact).toBe(own.reduce((s, h) => s + h.impactScore, 0));
      expect(summary.topImpact).toBe(Math.max(...own.map((h) => h.impactScore)));
    }
  });

  it("uses only the latest analysis of each contract", async () => {
    const before = await hintsOf(alice);
    await analyse(alice, counterId);
    const after = await hintsOf(alice);
    expect(after.hints.length).toBe(before.hints.length);
    const counter = after.contracts.find((c) => c.contractId === counterId);
    expect(counter?.analysisId).not.toBe(
      before.contracts.find((c) => c.contractId === counterId)?.analysisId,
    );
    expect(after.hints.filter((h) => h.contractId === counterId).map((h) => h.analysisId)).toEqual(
      after.hints.filter((h) => h.contractId === counterId).map(() => counter?.analysisId),
    );
  });

  it("shows only the caller's own contracts, admins included", async () => {
    expect(await hintsOf(bob)).toEqual({ hints: [], contracts: [] });
    expect(await hintsOf(admin)).toEqual({ hints: [], contracts: [] });
    const bobVault = (await upload(t, bob, "BobVault.sol", VAULT_SOL.replace("Vault", "BobVault")))
      .body.results[0].contract.id;
    await analyse(bob, bobVault);
    const bobs = await hintsOf(bob);
    expect(bobs.contracts.map((c) => c.contractName)).toEqual(["BobVault"]);
    expect(bobs.hints.every((h) => h.contractId === bobVault)).toBe(true);
    const alices = await hintsOf(alice);
    expect(alices.hints.some((h) => h.contractId === bobVault)).toBe(false);
  });
});
