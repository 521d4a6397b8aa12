import { PASSWORD_POLICY } from "@contract-platform/api";
import { Loader2, LogIn, UserPlus, WifiOff } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { credentialsSchema } from "../api/submit-credentials";
import { useAuth } from "../use-auth";
import { newPasswordError, PasswordRules } from "./password-rules";

type FieldErrors = { email?: string; password?: string };

function validate(email: string, password: string, mode: "signin" | "signup"): FieldErrors {
  const result = credentialsSchema.safeParse({ email, password });
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof FieldErrors;
    errors[field] ??= issue.message;
  }
  if (mode === "signup") errors.password ??= newPasswordError(password) ?? undefined;
  return errors;
}

function CredentialsFields({
  idPrefix,
  email,
  password,
  errors,
  onEmail,
  onPassword,
  autoCompletePassword,
  newPassword = false,
}: {
  idPrefix: string;
  email: string;
  password: string;
  errors: FieldErrors;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  autoCompletePassword: string;
  /** A new password: the policy's rules are shown and the browser checks its length. */
  newPassword?: boolean;
}) {
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-email`}>Email</Label>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => onEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
        />
        {errors.email ? <p className="text-xs text-destructive">{errors.email}</p> : null}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-password`}>Password</Label>
        <Input
          id={`${idPrefix}-password`}
          type="password"
          required
          minLength={newPassword ? PASSWORD_POLICY.minLength : undefined}
          autoComplete={autoCompletePassword}
          placeholder={newPassword ? `At least ${PASSWORD_POLICY.minLength} characters` : undefined}
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={newPassword ? `${idPrefix}-password-rules` : undefined}
        />
        {errors.password ? <p className="text-xs text-destructive">{errors.password}</p> : null}
        {newPassword ? (
          <PasswordRules id={`${idPrefix}-password-rules`} password={password} />
        ) : null}
      </div>
    </>
  );
}

/** The /auth Welcome card: Sign In and Sign Up tabs (spec §2, §5). */
export function AuthTabsCard({ onSignedIn }: { onSignedIn: () => void }) {
  const auth = useAuth();
  const [tab, setTab] = useState<"signin" | "signup">("signin");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent, mode: "signin" | "signup") {
    event.preventDefault();
    const found = validate(email, password, mode);
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    const result =
      mode === "signin"
        ? await auth.signIn({ email, password })
        : await auth.signUp({ email, password });
    setBusy(false);
    if (result.error) return;
    if (mode === "signin") {
      onSignedIn();
    } else {
      setTab("signin");
      setEmail("");
      setPassword("");
    }
  }

  const fieldProps = {
    email,
    password,
    errors,
    onEmail: setEmail,
    onPassword: setPassword,
  };

  return (
    <Card className="shadow-lg">
      <CardHeader className="text-center">
        <CardTitle className="text-xl">Welcome</CardTitle>
        <CardDescription>Sign in to your account or create a new one</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs
          value={tab}
          onValueChange={(value) => {
            setTab(value as "signin" | "signup");
            setErrors({});
          }}
        >
          <TabsList className="grid grid-cols-2">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <form className="space-y-4" onSubmit={(event) => submit(event, "signin")} noValidate>
              <CredentialsFields
                idPrefix="signin"
                autoCompletePassword="current-password"
                {...fieldProps}
              />
              <Button type="submit" className="w-full" disabled={busy || auth.connectionError}>
                {auth.connectionError ? (
                  <>
                    <WifiOff /> Connection Issues
                  </>
                ) : busy ? (
                  <>
                    <Loader2 className="animate-spin" /> Signing in...
                  </>
                ) : (
                  <>
                    <LogIn /> Sign In
                  </>
                )}
              </Button>
            </form>
          </TabsContent>
          <TabsContent value="signup">
            <form className="space-y-4" onSubmit={(event) => submit(event, "signup")} noValidate>
              <CredentialsFields
                idPrefix="signup"
                autoCompletePassword="new-password"
                newPassword
                {...fieldProps}
              />
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? (
                  <>
                    <Loader2 className="animate-spin" /> Creating account...
                  </>
                ) : (
                  <>
                    <UserPlus /> Sign Up
                  </>
                )}
              </Button>
            </form>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
