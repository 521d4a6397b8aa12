import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ProjectUploadPanel } from "@/features/upload/components/project-upload-panel";
import { UploadPanel } from "@/features/upload/components/upload-panel";
import { PageFrame } from "./page-frame";

export default function UploadPage() {
  const navigate = useNavigate();
  const moveToWorkflow = (contractId: string) => {
    toast.success("Upload Complete", { description: "Moving to workflow for processing..." });
    void navigate(`/workflow/${contractId}`);
  };
  return (
    <PageFrame
      title="Upload Contract"
      description="Upload a Solidity contract to convert it to CosmWasm."
    >
      <div className="space-y-6">
        <UploadPanel onUploaded={moveToWorkflow} />
        <ProjectUploadPanel onUploaded={moveToWorkflow} />
      </div>
    </PageFrame>
  );
}
