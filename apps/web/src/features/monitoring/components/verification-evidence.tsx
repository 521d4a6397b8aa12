import type { DeploymentSummary } from "@contract-platform/api";
import { AlertTriangle, RefreshCw, ShieldCheck, ShieldQuestion } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useVerifyDeployment } from "../api/monitoring";

/** The last checksum comparison of a deployment, with both checksums, and a Verify button. */
export function VerificationEvidence({ deployment }: { deployment: DeploymentSummary }) {
  const verify = useVerifyDeployment();
  const result =
    verify.data?.id === deployment.id ? verify.data.verification : deployment.verification;
  return (
    <div className="space-y-2" data-testid="verification">
      {result === null ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldQuestion className="size-4" /> Not verified yet: compare the code on chain with the
          build artifact.
        </p>
      ) : result.status === "verified" ? (
        <p className="flex items-center gap-2 text-sm font-medium text-success">
          <ShieldCheck className="size-4" /> Verified: the code on chain is the build artifact
        </p>
      ) : (
        <p className="flex items-start gap-2 text-sm font-medium text-destructive" role="alert">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" />
          <span className="break-words">
            {result.status === "mismatch" ? "Checksum mismatch: " : "Could not verify: "}
            {result.message}
          </span>
        </p>
      )}
      {result ? (
        <dl className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Chain · code id</dt>
          <dd>
            {deployment.chainName} · code {result.codeId}
          </dd>
          <dt className="text-muted-foreground">On-chain checksum</dt>
          <dd className="font-mono break-all">{result.onChainChecksum ?? "—"}</dd>
          <dt className="text-muted-foreground">Artifact checksum</dt>
          <dd className="font-mono break-all">{result.artifactChecksum ?? "—"}</dd>
          <dt className="text-muted-foreground">Checked</dt>
          <dd>{new Date(result.checkedAt).toLocaleString()}</dd>
        </dl>
      ) : null}
      {verify.error ? (
        <p className="text-sm break-words text-destructive" role="alert">
          {verify.error.message}
        </p>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        disabled={verify.isPending}
        onClick={() => verify.mutate(deployment.id)}
      >
        <RefreshCw className={verify.isPending ? "animate-spin" : undefined} />
        {verify.error ? "Retry verification" : result ? "Verify again" : "Verify on chain"}
      </Button>
    </div>
  );
}
