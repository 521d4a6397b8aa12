import { checkPasswordPolicy, PASSWORD_RULES } from "@contract-platform/api";
import { Check, X } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * The provider password policy as a live checklist under a new-password field, so the rules are
 * visible before submitting (the server enforces the same rules, with a longer common list).
 */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const result = checkPasswordPolicy(password);
  const items = [
    ...PASSWORD_RULES.map((rule) => ({ label: rule.label, ok: rule.test(password) })),
    ...(result.common ? [{ label: "not a common password", ok: false }] : []),
  ];
  return (
    <ul id={id} data-testid="password-rules" className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
      {items.map((item) => (
        <li
          key={item.label}
          className={cn(
            "flex items-center gap-1",
            item.ok ? "text-success" : "text-muted-foreground",
          )}
        >
          {item.ok ? (
            <Check className="size-3" aria-hidden />
          ) : (
            <X className="size-3" aria-hidden />
          )}
          <span>
            {item.label}
            <span className="sr-only">{item.ok ? " (met)" : " (missing)"}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The form-side check: null when the password may be submitted, else the spec's message. */
export function newPasswordError(password: string): string | null {
  return checkPasswordPolicy(password).message;
}
