import type { BuildSummary } from "@contract-platform/api";
import type { ComponentType } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useBuilds } from "@/features/contracts/api";
import { BuildPanel, useLatestBuild } from "./build-panel";
import { LocalChainPanel } from "./local-chain-panel";

/** What a chain panel gets: the contract and the build to deploy (latest that passed). */
export interface DeploymentTargetProps {
  contractId: string;
  contractName: string;
  build: BuildSummary | null;
}

/**
 * Where a build can go. The built-in local chain is always there; real chains (through the
 * user's wallet) add their panel to this list.
 */
export const deploymentTargets: {
  id: string;
  label: string;
  Panel: ComponentType<DeploymentTargetProps>;
}[] = [{ id: "local", label: "Local chain", Panel: LocalChainPanel }];

export function DeploymentView({
  contractId,
  contractName,
}: {
  contractId: string;
  contractName: string;
}) {
  const { build } = useLatestBuild(contractId);
  const builds = useBuilds(contractId);
  // The build being watched answers first when it finishes; the list catches up on its next poll.
  const deployable =
    build?.status === "succeeded"
      ? build
      : (builds.data?.find((item) => item.status === "succeeded") ?? null);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <BuildPanel contractId={contractId} build={build} />
      <Tabs defaultValue={deploymentTargets[0].id}>
        <TabsList>
          {deploymentTargets.map((target) => (
            <TabsTrigger key={target.id} value={target.id}>
              {target.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {deploymentTargets.map(({ id, Panel }) => (
          <TabsContent key={id} value={id} className="mt-4">
            <Panel contractId={contractId} contractName={contractName} build={deployable} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
