import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthTestApp, nextIp, post, STRONG_PASSWORD, signUpUser } from "./auth-helpers.ts";
import type { TestApp } from "./create-test-app.ts";
import { startSmtpStandIn } from "./smtp-stand-in.ts";

const signUp = (t: TestApp, email: string, password = "Another-Pass-77") =>
  post(t, "/api/auth/sign-up", { email, password }, { ip: nextIp() });

async function outbox(t: TestApp, to: string) {
  return t.deps.db
    .selectFrom("mail_outbox")
    .select(["subject", "status"])
    .where("to_address", "=", to)
    .orderBy("subject")
    .execute();
}

describe("sign-up reveals nothing about existing accounts", () => {
  describe("without a mail transport", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createAuthTestApp();
      await signUpUser(t, "taken@example.com");
    });
    afterAll(async () => {
      await t.close();
    });

    it("answers a taken e-mail exactly like a new one and mails the owner a notice", async () => {
      const fresh = await signUp(t, "fresh@example.com");
      const taken = await signUp(t, "Taken@Example.com");
      expect(fresh).toEqual({
        status: 201,
        body: { user: null, session: null, emailConfirmationRequired: false },
      });
      expect(taken).toEqual(fresh);
      expect((await outbox(t, "taken@example.com")).map((row) => row.subject)).toEqual([
        "Confirm your Contract Platform account",
        "Sign-up attempt for your Contract Platform account",
      ]);
      // The owner's password is untouched; the new one does not work.
      expect(
        (
          await post(t, "/api/auth/sign-in", {
            email: "taken@example.com",
            password: STRONG_PASSWORD,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await post(t, "/api/auth/sign-in", {
            email: "taken@example.com",
            password: "Another-Pass-77",
          })
        ).status,
      ).toBe(400);
    });

    it("does the same work for taken and new e-mails: one argon2 hash and one mail", async () => {
      const auth = t.deps.auth;
      if (!auth) throw new Error("auth runtime missing");
      const original = auth.hashPassword;
      let hashes = 0;
      auth.hashPassword = (password) => {
        hashes++;
        return original(password);
      };
      try {
        const mails = async () =>
          Number(
            (
              await t.deps.db
                .selectFrom("mail_outbox")
                .select((eb) => eb.fn.countAll<string>().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          );
        let before = await mails();
        await signUp(t, "counted@example.com");
        expect({ hashes, mails: (await mails()) - before }).toEqual({ hashes: 1, mails: 1 });
        before = await mails();
        await signUp(t, "taken@example.com");
        expect({ hashes, mails: (await mails()) - before }).toEqual({ hashes: 2, mails: 1 });
      } finally {
        auth.hashPassword = original;
      }
    });
  });

  describe("with SMTP (confirmation required)", () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
    beforeAll(async () => {
      smtp = await startSmtpStandIn();
      t = await createAuthTestApp({ SMTP_URL: smtp.url });
      await signUp(t, "owner@example.com");
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it("gives the same answer and sends the owner the notice over SMTP", async () => {
      const fresh = await signUp(t, "newcomer@example.com");
      const taken = await signUp(t, "owner@example.com");
      expect(fresh).toEqual({
        status: 201,
        body: { user: null, session: null, emailConfirmationRequired: true },
      });
      expect(taken).toEqual(fresh);
      expect(await outbox(t, "owner@example.com")).toEqual([
        { subject: "Confirm your Contract Platform account", status: "sent" },
        { subject: "Sign-up attempt for your Contract Platform account", status: "sent" },
      ]);
      expect(smtp.received.filter((mail) => mail.to[0].includes("owner@example.com"))).toHaveLength(
        2,
      );
    });
  });
});
