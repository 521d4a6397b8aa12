import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAuthTestApp,
  get,
  nextIp,
  post,
  STRONG_PASSWORD,
  signInUser,
} from "./auth-helpers.ts";
import type { TestApp } from "./create-test-app.ts";
import { startSmtpStandIn } from "./smtp-stand-in.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createAuthTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://contracts.example.com" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const signUp = (email: string) =>
  post(t, "/api/auth/sign-up", { email, password: STRONG_PASSWORD }, { ip: nextIp() });

describe("with a mail transport configured", () => {
  it("requires e-mail verification: no session until the link from the mail is opened", async () => {
    const result = await signUp("verify@example.com");
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ session: null, emailConfirmationRequired: true });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to[0]).toContain("verify@example.com");
    const outbox = await t.deps.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", "verify@example.com")
      .executeTakeFirstOrThrow();
    expect(outbox.status).toBe("sent");

    expect(await signInUser(t, "verify@example.com")).toEqual({
      status: 403,
      body: { error: "Email not confirmed", code: "email_not_confirmed" },
    });
    const link = new URL(/https:\/\/\S+/.exec(outbox.body)?.[0] ?? "");
    expect(link.origin).toBe("https://contracts.example.com");
    const confirmed = await t.app.request(link.pathname + link.search);
    expect(confirmed.headers.get("location")).toBe(
      "https://contracts.example.com/?email_confirmed=true",
    );
    const signedIn = await signInUser(t, "verify@example.com");
    expect(signedIn.status).toBe(200);
    const session = signedIn.body.session as AuthSession;
    expect(session.user).toMatchObject({ emailConfirmed: true, role: "admin" });
    const provider = await get(t, "/api/auth/admin/provider", session.accessToken);
    expect(provider.body.config).toMatchObject({ requireEmailVerification: true });
  });

  it("answers a sign-up for a taken address like a new one, and tells the owner by mail", async () => {
    const again = await signUp("VERIFY@example.com");
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ session: null, emailConfirmationRequired: true });
    expect(smtp.received.at(-1)?.data.replace(/=\r\n/g, "")).toContain("already has one");
  });
});
