import { Upload } from "lucide-react";
import { RoutePlaceholder } from "./route-placeholder";

export default function UploadPage() {
  return (
    <RoutePlaceholder
      icon={Upload}
      title="Upload Contract"
      description="Upload a Solidity contract to convert it to CosmWasm."
      emptyTitle="Contract upload is on its way"
      emptyText="Validated upload of .sol, .vy, .yul, .huff and .rs files up to 10 MB arrives with the contract lifecycle."
    />
  );
}
