import { PASSWORD_POLICY } from "@contract-platform/api";
import { Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAuth } from "../use-auth";
import { newPasswordError, PasswordRules } from "./password-rules";

/** The landing page's own sign-in / sign-up form, toggling between the two modes. */
export function LandingAuthForm() {
  const auth = useAuth();
  const [mode, setMode] = useState<"signin" | "signup">("signin");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const signingUp = mode === "signup";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (signingUp && password !== confirmPassword) {
      toast.error("Password Error", { description: "Passwords do not match." });
      return;
    }
    const weak = signingUp ? newPasswordError(password) : null;
    if (weak) {
      toast.error("Password Error", { description: weak });
      return;
    }
    setBusy(true);
    const result = signingUp
      ? await auth.signUp({ email, password })
      : await auth.signIn({ email, password });
    setBusy(false);
    if (!result.error && signingUp) {
      setMode("signin");
      setPassword("");
      setConfirmPassword("");
    }
  }

  return (
    <Card className="w-full shadow-lg">
      <CardHeader>
        <CardTitle className="text-xl">{signingUp ? "Create an account" : "Sign in"}</CardTitle>
        <CardDescription>
          {signingUp
            ? "Start converting your contracts in minutes."
            : "Welcome back. Continue where you left off."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit}>
          <div className="space-y-2">
            <Label htmlFor="landing-email">Email</Label>
            <Input
              id="landing-email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="landing-password">Password</Label>
            <Input
              id="landing-password"
              type="password"
              required
              minLength={signingUp ? PASSWORD_POLICY.minLength : undefined}
              autoComplete={signingUp ? "new-password" : "current-password"}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-describedby={signingUp ? "landing-password-rules" : undefined}
            />
            {signingUp ? <PasswordRules id="landing-password-rules" password={password} /> : null}
          </div>
          {signingUp ? (
            <div className="space-y-2">
              <Label htmlFor="landing-confirm">Confirm password</Label>
              <Input
                id="landing-confirm"
                type="password"
                required
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(event) => setConfirmPassword(event.target.value)}
              />
            </div>
          ) : null}
          <Button
            type="submit"
            className="w-full"
            disabled={busy || (!signingUp && auth.connectionError)}
          >
            {busy ? <Loader2 className="animate-spin" /> : null}
            {signingUp ? "Sign Up" : auth.connectionError ? "Connection Issues" : "Sign In"}
          </Button>
        </form>
        <p className="mt-4 text-center text-sm text-muted-foreground">
          {signingUp ? "Already have an account?" : "New here?"}{" "}
          <button
            type="button"
            className="font-medium text-primary hover:underline"
            onClick={() => setMode(signingUp ? "signin" : "signup")}
          >
            {signingUp ? "Sign in" : "Create an account"}
          </button>
        </p>
      </CardContent>
    </Card>
  );
}
