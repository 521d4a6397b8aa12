/** Native selects styled like the inputs (they keep the platform's keyboard and mobile pickers). */
export const selectClass =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/60 aria-invalid:border-destructive";
