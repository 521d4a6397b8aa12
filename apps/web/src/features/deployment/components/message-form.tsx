import { buildMessage, type ContractMessage, type LocalAccount } from "@contract-platform/api";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const selectClass =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/60";

/**
 * A form generated from one message of the contract (conversion.json or the crate's JSON schema):
 * one input per field, typed by its JSON kind; addresses offer the local chain's accounts; a field
 * that stands for the caller (a view reading msg.sender) is filled with `senderAddress`.
 */
export function MessageForm({
  id,
  message,
  accounts,
  senderAddress,
  submitLabel,
  busy,
  onSubmit,
  children,
}: {
  id: string;
  message: ContractMessage;
  accounts: LocalAccount[];
  senderAddress?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (msg: Record<string, unknown>) => void;
  children?: React.ReactNode;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const listId = `${id}-accounts`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const filled = { ...values };
    for (const field of message.fields) {
      if (field.isSender && senderAddress) filled[field.name] = senderAddress;
    }
    try {
      const msg = buildMessage(message, filled);
      setError(null);
      onSubmit(msg);
    } catch (caught) {
      setError((caught as Error).message);
    }
  }

  return (
    <form className="space-y-3" onSubmit={submit} aria-label={message.label}>
      <datalist id={listId}>
        {accounts.map((account) => (
          <option key={account.address} value={account.address}>
            {account.name}
          </option>
        ))}
      </datalist>
      {message.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">This message has no fields.</p>
      ) : null}
      {message.fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const value = field.isSender ? (senderAddress ?? "") : (values[field.name] ?? "");
        const set = (text: string) => setValues((current) => ({ ...current, [field.name]: text }));
        return (
          <div key={field.name} className="space-y-1">
            <Label htmlFor={inputId} className="flex items-baseline justify-between gap-2">
              <span className="font-mono text-xs">{field.name}</span>
              <span className="text-xs font-normal text-muted-foreground">
                {field.isSender ? "the sender" : field.typeLabel}
              </span>
            </Label>
            {field.kind === "bool" ? (
              <select
                id={inputId}
                className={selectClass}
                value={value}
                onChange={(e) => set(e.target.value)}
              >
                <option value="">choose…</option>
                <option value="true">true</option>
                <option value="false">false</option>
              </select>
            ) : field.kind === "json" ? (
              <textarea
                id={inputId}
                className="min-h-16 w-full rounded-md border border-input bg-background p-2 font-mono text-xs"
                value={value}
                placeholder="JSON"
                onChange={(e) => set(e.target.value)}
              />
            ) : (
              <Input
                id={inputId}
                value={value}
                disabled={field.isSender}
                list={field.kind === "address" ? listId : undefined}
                inputMode={
                  field.kind === "decimal_string" || field.kind === "number" ? "numeric" : undefined
                }
                placeholder={field.kind === "address" ? "cosmwasm1… or pick an account" : undefined}
                onChange={(e) => set(e.target.value)}
              />
            )}
          </div>
        );
      })}
      {children}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? "Sending…" : submitLabel}
      </Button>
    </form>
  );
}
