import { type TestingStatus, testSuiteLabels } from "@contract-platform/api";
import { CheckCircle2, CircleDashed, Cpu, XCircle } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent } from "@/components/ui/card";

const icon = {
  passed: <CheckCircle2 className="size-4 shrink-0 text-success" />,
  failed: <XCircle className="size-4 shrink-0 text-destructive" />,
  "not-run": <CircleDashed className="size-4 shrink-0 text-muted-foreground" />,
};

/**
 * Where the current version stands: what runs the CosmWasm side (or plainly why nothing can), each
 * suite's verdict, and whether the 'tested' and 'deployment-ready' gates are green.
 */
export function TestingStatusCard({ status }: { status: TestingStatus }) {
  const gated = new Set([
    ...status.settings.gates.tested,
    ...status.settings.gates.deploymentReady,
  ]);
  return (
    <Card>
      <CardContent className="grid gap-4 py-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-2">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <Cpu className="size-4" /> CosmWasm side
            {status.version !== null ? (
              <span className="font-normal text-muted-foreground">version {status.version}</span>
            ) : null}
          </h3>
          {status.cosmwasm.available ? (
            <p className="text-sm">
              Runs on the <strong>{status.cosmwasm.engine}</strong> engine.
            </p>
          ) : (
            <p className="text-sm" role="note">
              <span className="font-medium">Cannot run: </span>
              {status.cosmwasm.reason}
            </p>
          )}
          {status.cosmwasm.errors.length > 0 ? (
            <pre className="max-h-40 overflow-auto rounded bg-muted/50 p-2 font-mono text-xs whitespace-pre-wrap">
              {status.cosmwasm.errors.join("\n")}
            </pre>
          ) : null}
          <p className="text-xs text-muted-foreground">
            The original always runs on the EVM; its results are the reference.
          </p>
        </div>
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">
            Status gates{" "}
            <Link to="/toggle-testing" className="text-xs font-normal text-primary hover:underline">
              change
            </Link>
          </h3>
          <ul className="space-y-1 text-sm">
            {status.suites
              .filter((suite) => gated.has(suite.suite))
              .map((suite) => (
                <li key={suite.suite} className="flex items-start gap-2">
                  {icon[suite.state]}
                  <span>
                    <span className="font-medium">{testSuiteLabels[suite.suite]}</span>:{" "}
                    {suite.reason}
                  </span>
                </li>
              ))}
          </ul>
          <p className="text-sm">
            “tested”:{" "}
            <strong className={status.tested.passed ? "text-success" : "text-destructive"}>
              {status.tested.passed ? "green" : "held back"}
            </strong>
            {" · "}“deployment-ready”:{" "}
            <strong className={status.deploymentReady.passed ? "text-success" : "text-destructive"}>
              {status.deploymentReady.passed ? "green" : "held back"}
            </strong>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
