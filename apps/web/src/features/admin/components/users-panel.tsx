import { type AdminUser, type Role, roles } from "@contract-platform/api";
import { Lock, LogOut, Search, Unlock } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminUsers, useUserActions } from "../api/admin-api";
import { formatTime, selectClass } from "./format";

const PAGE = 25;

type Pending = { kind: "lock" | "sign-out"; user: AdminUser } | null;

function UserStatus({ user }: { user: AdminUser }) {
  if (user.lockedAt) {
    return (
      <Badge variant="destructive" title={user.lockedReason ?? undefined}>
        Locked
      </Badge>
    );
  }
  if (user.signInLockedUntil) {
    return (
      <Badge variant="warning" title="Five failed sign-ins; unlocking clears it">
        Sign-in locked until {new Date(user.signInLockedUntil).toLocaleTimeString()}
      </Badge>
    );
  }
  return <Badge variant="success">Active</Badge>;
}

/**
 * Every account: search by e-mail, filter by role and status, and — for admins — change the
 * role, lock or unlock, and sign the user out everywhere. Each change is audited by the server.
 */
export function UsersPanel({
  canManage,
  currentUserId,
}: {
  canManage: boolean;
  currentUserId: string | null;
}) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<Role | "">("");
  const [status, setStatus] = useState<"" | "active" | "locked">("");
  const [page, setPage] = useState(0);
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState("");
  const users = useAdminUsers({
    search: search.trim() || undefined,
    role: role || undefined,
    status: status || undefined,
    limit: PAGE,
    offset: page * PAGE,
  });
  const actions = useUserActions();
  const fail = (title: string) => (error: Error) =>
    toast.error(title, { description: error.message });

  function changeRole(user: AdminUser, next: Role) {
    actions.changeRole.mutate(
      { id: user.id, role: next },
      {
        onSuccess: () =>
          toast.success("Role changed", { description: `${user.email} is now ${next}.` }),
        onError: fail("Role not changed"),
      },
    );
  }

  function confirmPending() {
    const target = pending;
    setPending(null);
    if (!target) return;
    if (target.kind === "lock") {
      actions.lock.mutate(
        { id: target.user.id, reason: reason.trim() },
        {
          onSuccess: () =>
            toast.success("Account locked", {
              description: `${target.user.email} is signed out and cannot sign in.`,
            }),
          onError: fail("Account not locked"),
        },
      );
    } else {
      actions.signOut.mutate(
        { id: target.user.id },
        {
          onSuccess: (ended) =>
            toast.success("Signed out everywhere", {
              description: `${ended} session${ended === 1 ? "" : "s"} of ${target.user.email} ended.`,
            }),
          onError: fail("Sign-out failed"),
        },
      );
    }
    setReason("");
  }

  const total = users.data?.total ?? 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative w-full sm:max-w-xs sm:flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search by e-mail"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
            className="pl-9"
          />
        </div>
        <label htmlFor={`${id}-role`} className="sr-only">
          Role
        </label>
        <select
          id={`${id}-role`}
          className={selectClass}
          value={role}
          onChange={(event) => {
            setRole(event.target.value as Role | "");
            setPage(0);
          }}
        >
          <option value="">All roles</option>
          {roles.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-status`} className="sr-only">
          Status
        </label>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as "" | "active" | "locked");
            setPage(0);
          }}
        >
          <option value="">Any status</option>
          <option value="active">Active</option>
          <option value="locked">Locked</option>
        </select>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {users.data ? `${total} user${total === 1 ? "" : "s"}` : ""}
        </span>
      </div>

      {users.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : users.isError ? (
        <p className="text-sm text-destructive">{users.error.message}</p>
      ) : users.data.users.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No user matches these filters.
        </p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label="Users">
          {users.data.users.map((user) => {
            const self = user.id === currentUserId;
            return (
              <li
                key={user.id}
                data-testid="admin-user"
                className="flex flex-col gap-3 px-4 py-3 lg:flex-row lg:items-center"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="truncate font-medium">{user.email}</span>
                    {self ? <Badge variant="outline">you</Badge> : null}
                    <UserStatus user={user} />
                    {!user.emailConfirmed ? (
                      <Badge variant="secondary">e-mail unconfirmed</Badge>
                    ) : null}
                  </div>
                  <p className="text-xs text-muted-foreground">
                    Joined {formatTime(user.createdAt)} · last sign-in {formatTime(user.lastSignIn)}{" "}
                    · {user.activeSessions} active session{user.activeSessions === 1 ? "" : "s"} ·{" "}
                    {user.contracts} contract{user.contracts === 1 ? "" : "s"}
                    {user.lockedReason ? <> · reason: {user.lockedReason}</> : null}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  <label htmlFor={`${id}-role-${user.id}`} className="sr-only">
                    Role of {user.email}
                  </label>
                  <select
                    id={`${id}-role-${user.id}`}
                    className={selectClass}
                    value={user.role}
                    disabled={!canManage || actions.changeRole.isPending}
                    onChange={(event) => changeRole(user, event.target.value as Role)}
                  >
                    {roles.map((item) => (
                      <option key={item} value={item}>
                        {item}
                      </option>
                    ))}
                  </select>
                  {canManage ? (
                    <>
                      {user.lockedAt || user.signInLockedUntil ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            actions.unlock.mutate(
                              { id: user.id },
                              {
                                onSuccess: () =>
                                  toast.success("Account unlocked", { description: user.email }),
                                onError: fail("Account not unlocked"),
                              },
                            )
                          }
                        >
                          <Unlock /> Unlock
                        </Button>
                      ) : null}
                      {!user.lockedAt && !self ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setPending({ kind: "lock", user })}
                        >
                          <Lock /> Lock
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={user.activeSessions === 0}
                        onClick={() => setPending({ kind: "sign-out", user })}
                      >
                        <LogOut /> Sign out
                      </Button>
                    </>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {total > PAGE ? (
        <div className="flex items-center justify-end gap-2 text-sm">
          <span className="text-muted-foreground">
            {page * PAGE + 1}–{Math.min(total, (page + 1) * PAGE)} of {total}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={(page + 1) * PAGE >= total}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPending(null);
            setReason("");
          }
        }}
        title={pending?.kind === "lock" ? "Lock this account?" : "Sign out everywhere?"}
        description={
          pending?.kind === "lock" ? (
            <span className="block space-y-3">
              <span className="block">
                {pending.user.email} is signed out on every device and cannot sign in until an admin
                unlocks the account.
              </span>
              <Input
                aria-label="Reason (kept in the audit log)"
                placeholder="Reason (kept in the audit log)"
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
              />
            </span>
          ) : (
            <>Every session of {pending?.user.email} ends now; they can sign in again.</>
          )
        }
        confirmLabel={pending?.kind === "lock" ? "Lock account" : "Sign out"}
        onConfirm={confirmPending}
      />
    </div>
  );
}
