import type { ContractInterfaceResponse, ScenarioRecord } from "@contract-platform/api";
import { Copy, Download, FileUp, ListChecks, Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { exportScenario, useScenarioActions } from "../api/scenario-actions";
import { ScenarioEditor } from "./scenario-editor";

const originLabels: Record<ScenarioRecord["origin"], string> = {
  editor: "written",
  imported: "imported",
  recorded: "recorded on the EVM",
  generated: "generated",
  ai: "AI-proposed",
  counterexample: "fuzzing counterexample",
};

/**
 * The contract's scenarios: list with origin, step count and whether the expectations came from
 * the EVM; create in the editor, edit, duplicate, export, import a file, delete. `actions` adds
 * buttons (run, record, generate) and `rowActions` per-scenario ones.
 */
export function ScenariosPanel({
  contractId,
  iface,
  scenarios,
  actions,
  rowActions,
}: {
  contractId: string;
  iface: ContractInterfaceResponse;
  scenarios: ScenarioRecord[];
  actions?: ReactNode;
  rowActions?: (scenario: ScenarioRecord) => ReactNode;
}) {
  const { duplicate, remove, importFile } = useScenarioActions(contractId);
  const [editing, setEditing] = useState<ScenarioRecord | "new" | null>(null);
  const [deleting, setDeleting] = useState<ScenarioRecord | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const canWrite = iface.errors.length === 0 && iface.mainContract !== null;

  async function onFiles(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      const content = await file.text();
      importFile.mutate(
        { fileName: file.name, content },
        {
          onSuccess: (saved) =>
            toast.success("Scenario imported", {
              description: `${saved.name}: ${saved.stepCount} steps`,
            }),
          onError: (error) =>
            toast.error(`${file.name} not imported`, { description: error.message }),
        },
      );
    }
    if (fileInput.current) fileInput.current.value = "";
  }

  if (editing !== null) {
    return (
      <ScenarioEditor
        key={editing === "new" ? "new" : editing.id}
        contractId={contractId}
        iface={iface}
        record={editing === "new" ? null : editing}
        onSaved={() => setEditing(null)}
        onCancel={() => setEditing(null)}
      />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setEditing("new")} disabled={!canWrite}>
          <Plus /> New scenario
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => fileInput.current?.click()}
          disabled={!canWrite || importFile.isPending}
        >
          <FileUp /> Import
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          multiple
          className="hidden"
          aria-label="Scenario files to import"
          onChange={(event) => void onFiles(event.target.files)}
        />
        {actions}
      </div>
      {scenarios.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title="No scenarios yet"
          description="A scenario is a list of calls that runs on the original contract and on its conversion. Write one in the editor, import a .scenario.json file, or generate a starter scenario."
        />
      ) : (
        <ul className="divide-y rounded-lg border bg-card">
          {scenarios.map((scenario) => (
            <li
              key={scenario.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3"
              aria-label={`Scenario ${scenario.name}`}
            >
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all">{scenario.name}</span>
                  <Badge variant="outline">{originLabels[scenario.origin]}</Badge>
                  <Badge variant="secondary">
                    {scenario.stepCount} step{scenario.stepCount === 1 ? "" : "s"}
                  </Badge>
                  {scenario.recordedAt ? (
                    <Badge variant="success">expectations from the EVM</Badge>
                  ) : null}
                </div>
                {scenario.description ? (
                  <p className="text-xs text-muted-foreground">{scenario.description}</p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-1">
                {rowActions?.(scenario)}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing(scenario)}
                  disabled={!canWrite}
                  aria-label={`Edit ${scenario.name}`}
                >
                  <Pencil /> Edit
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-8"
                  aria-label={`Duplicate ${scenario.name}`}
                  onClick={() =>
                    duplicate.mutate(scenario.id, {
                      onSuccess: (copy) =>
                        toast.success("Scenario duplicated", { description: copy.name }),
                      onError: (error) =>
                        toast.error("Not duplicated", { description: error.message }),
                    })
                  }
                >
                  <Copy />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-8"
                  aria-label={`Export ${scenario.name}`}
                  onClick={() =>
                    exportScenario(contractId, scenario.id).catch((error: Error) =>
                      toast.error("Export failed", { description: error.message }),
                    )
                  }
                >
                  <Download />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-8 text-destructive"
                  aria-label={`Delete ${scenario.name}`}
                  onClick={() => setDeleting(scenario)}
                >
                  <Trash2 />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this scenario?"
        description={`“${deleting?.name ?? ""}” is removed from this contract. Past runs keep their results.`}
        confirmLabel="Delete"
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success("Scenario deleted"),
            onError: (error) => toast.error("Not deleted", { description: error.message }),
          });
          setDeleting(null);
        }}
      />
    </div>
  );
}
