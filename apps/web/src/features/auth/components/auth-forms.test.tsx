import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { memoryAuthClient, renderApp } from "@/test/render-app";

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("/auth sign-up form", () => {
  it("shows the provider password rules and refuses a weak password before submitting", async () => {
    const client = memoryAuthClient(null);
    const signUp = vi.spyOn(client, "signUp");
    renderApp("/auth", client);
    fireEvent.mouseDown(await screen.findByRole("tab", { name: "Sign Up" }));
    fireEvent.click(screen.getByRole("tab", { name: "Sign Up" }));
    await screen.findByRole("button", { name: "Sign Up" });
    const rules = screen.getByTestId("password-rules");
    expect(rules.textContent).toContain("at least 8 characters");
    expect(rules.textContent).toContain("uppercase letter");
    const password = screen.getByLabelText("Password") as HTMLInputElement;
    expect(password.minLength).toBe(8);

    fill("Email", "dev@example.com");
    fill("Password", "Abcde1");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Password must include: at least 8 characters")).toBeTruthy();
    fill("Password", "Passw0rd!");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Password must include: a less common password")).toBeTruthy();
    expect(signUp).not.toHaveBeenCalled();

    fill("Password", "Zebra7Lantern");
    expect(screen.getByTestId("password-rules").textContent).not.toContain("(missing)");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() =>
      expect(signUp).toHaveBeenCalledWith({ email: "dev@example.com", password: "Zebra7Lantern" }),
    );
  });

  it("lets an account with an older, shorter password sign in", async () => {
    const client = memoryAuthClient(null);
    const signIn = vi
      .spyOn(client, "signIn")
      .mockRejectedValue(new Error("Invalid email or password"));
    renderApp("/auth", client);
    await screen.findByRole("button", { name: "Sign In" });
    expect(screen.queryByTestId("password-rules")).toBeNull();
    fill("Email", "dev@example.com");
    fill("Password", "abc123");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(signIn).toHaveBeenCalled());
  });
});

describe("after a sign-up on /auth", () => {
  async function signUpThrough(emailConfirmationRequired: boolean) {
    const client = memoryAuthClient(null);
    client.signUp = async () => ({ emailConfirmationRequired });
    renderApp("/auth", client);
    fireEvent.mouseDown(await screen.findByRole("tab", { name: "Sign Up" }));
    fireEvent.click(screen.getByRole("tab", { name: "Sign Up" }));
    await screen.findByRole("button", { name: "Sign Up" });
    fill("Email", "dev@example.com");
    fill("Password", "Zebra7Lantern");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    await screen.findByRole("button", { name: "Sign In" });
    expect(screen.getByRole("tab", { name: "Sign In" }).getAttribute("aria-selected")).toBe("true");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
  }

  it("switches to Sign In, clears the fields and says the account is ready", async () => {
    await signUpThrough(false);
    expect(
      await screen.findByText("Account created successfully! You can sign in now."),
    ).toBeTruthy();
    expect(screen.queryByText(/check your email/)).toBeNull();
  });

  it("asks to check the e-mail only when confirmation is required", async () => {
    await signUpThrough(true);
    expect(
      await screen.findByText(
        "Account created successfully! Please check your email for verification.",
      ),
    ).toBeTruthy();
  });
});

describe("landing sign-up form", () => {
  it("refuses a password outside the policy with a Password Error toast", async () => {
    const client = memoryAuthClient(null);
    const signUp = vi.spyOn(client, "signUp");
    renderApp("/", client);
    fireEvent.click(await screen.findByRole("button", { name: "Create an account" }));
    fill("Email", "dev@example.com");
    fill("Password", "Abcdefgh");
    fill("Confirm password", "Abcdefgh");
    expect(screen.getByTestId("password-rules")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Password Error")).toBeTruthy();
    expect(screen.getByText("Password must include: number")).toBeTruthy();
    expect(signUp).not.toHaveBeenCalled();
  });
});

describe("/auth with a connection problem", () => {
  it("disables sign-in as 'Connection Issues' and offers Test Connection and Retry Auth", async () => {
    const client = memoryAuthClient(null);
    let calls = 0;
    client.getSession = async () => {
      calls++;
      if (calls === 1) throw new Error("Connection failed");
      return null;
    };
    renderApp("/auth", client);
    const button = await screen.findByRole("button", { name: "Connection Issues" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText("Connection issues detected. Please check your internet connection."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Test Connection" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry Auth" }));
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Sign In" }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(calls).toBe(2);
  });
});
