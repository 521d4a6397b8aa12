import { testSuiteLabels } from "@contract-platform/api";
import { CircleDashed, FlaskConical, XCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTestingStatus } from "../api/testing-status";

/**
 * The testing stage of the workflow: whether the current version is tested (and
 * deployment-ready), and when not, what holds it back, with a way to the testing page.
 */
export function TestingGatesNote({ contractId }: { contractId: string }) {
  const status = useTestingStatus(contractId);
  if (!status.data || status.data.version === null) return null;
  const { tested, deploymentReady } = status.data;
  const blocking = (deploymentReady.passed ? [] : deploymentReady.blocking).filter(
    (suite, i, all) => all.findIndex((other) => other.suite === suite.suite) === i,
  );
  return (
    <Card aria-label="Testing">
      <CardContent className="space-y-2 py-4">
        <div className="flex flex-wrap items-center gap-2">
          <FlaskConical className="size-4" />
          <h3 className="text-sm font-semibold">Testing of version {status.data.version}</h3>
          <span className="text-sm">
            {deploymentReady.passed
              ? "deployment-ready: every gate is green"
              : tested.passed
                ? "tested; deployment-ready is held back"
                : "not tested yet: held back"}
          </span>
          <Button asChild size="sm" variant="outline" className="ml-auto">
            <Link to={`/testing/${contractId}`}>Open testing</Link>
          </Button>
        </div>
        {blocking.length > 0 ? (
          <ul className="space-y-1 text-sm">
            {blocking.map((suite) => (
              <li key={suite.suite} className="flex items-start gap-2">
                {suite.state === "failed" ? (
                  <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" />
                ) : (
                  <CircleDashed className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                )}
                <span>
                  <span className="font-medium">{testSuiteLabels[suite.suite]}</span>:{" "}
                  {suite.reason}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
