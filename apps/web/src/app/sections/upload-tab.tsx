import type { DashboardSectionProps } from "@/features/dashboard";
import { ProjectUploadPanel } from "@/features/upload/components/project-upload-panel";
import { UploadPanel } from "@/features/upload/components/upload-panel";

/** Dashboard "Upload Contracts" tab: a finished upload moves on to the workflow tab. */
export default function UploadTab({ dispatch }: DashboardSectionProps) {
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">Upload Contracts</h2>
        <p className="text-muted-foreground">
          Start a conversion by uploading a Solidity contract.
        </p>
      </div>
      <UploadPanel onUploaded={(contractId) => dispatch({ type: "upload-complete", contractId })} />
      <ProjectUploadPanel
        onUploaded={(contractId) => dispatch({ type: "upload-complete", contractId })}
      />
    </div>
  );
}
