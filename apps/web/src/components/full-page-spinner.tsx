import { Spinner } from "@/components/ui/spinner";

export function FullPageSpinner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background px-6 text-center">
      <Spinner className="size-10" label={title} />
      <div className="space-y-1">
        <p className="text-lg font-semibold">{title}</p>
        {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
    </div>
  );
}
