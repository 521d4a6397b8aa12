import { useNavigate } from "react-router";
import { toast } from "sonner";
import { UploadPanel } from "@/features/upload/components/upload-panel";
import { PageFrame } from "./page-frame";

export default function UploadPage() {
  const navigate = useNavigate();
  return (
    <PageFrame
      title="Upload Contract"
      description="Upload a Solidity contract to convert it to CosmWasm."
    >
      <UploadPanel
        onUploaded={(contractId) => {
          toast.success("Upload Complete", { description: "Moving to workflow for processing..." });
          void navigate(`/workflow/${contractId}`);
        }}
      />
    </PageFrame>
  );
}
