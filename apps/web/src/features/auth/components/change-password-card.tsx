import { PASSWORD_POLICY } from "@contract-platform/api";
import { KeyRound, Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useChangePassword } from "../api/change-password";
import { newPasswordError, PasswordRules } from "./password-rules";

/** Change the signed-in user's password; the server signs out every other device. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem =
      current.length === 0
        ? "Enter your current password"
        : next !== confirm
          ? "Passwords do not match."
          : newPasswordError(next);
    setError(problem);
    if (problem) return;
    try {
      const ended = await change.mutateAsync({ currentPassword: current, newPassword: next });
      toast.success("Password changed", {
        description:
          ended > 0
            ? `${ended} other ${ended === 1 ? "session was" : "sessions were"} signed out.`
            : undefined,
      });
      setCurrent("");
      setNext("");
      setConfirm("");
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <KeyRound className="size-5" /> Change password
        </CardTitle>
        <CardDescription>
          Every other device is signed out when the password changes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={submit} noValidate>
          <div className="space-y-2">
            <Label htmlFor="current-password">Current password</Label>
            <Input
              id="current-password"
              type="password"
              autoComplete="current-password"
              required
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="new-password">New password</Label>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_POLICY.minLength}
              value={next}
              onChange={(event) => setNext(event.target.value)}
              aria-describedby="new-password-rules"
            />
            <PasswordRules id="new-password-rules" password={next} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="confirm-new-password">Confirm new password</Label>
            <Input
              id="confirm-new-password"
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="w-fit" disabled={change.isPending}>
            {change.isPending ? <Loader2 className="animate-spin" /> : <KeyRound />}
            Change password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
