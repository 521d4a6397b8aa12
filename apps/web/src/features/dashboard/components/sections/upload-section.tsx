import { FileCode2, Upload } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import type { DashboardSectionProps } from "../../types";
import { SectionHeader } from "./section-header";

const EXTENSIONS = [".sol", ".vy", ".yul", ".huff", ".rs"];

export default function UploadSection(_props: DashboardSectionProps) {
  return (
    <div className="space-y-6">
      <SectionHeader
        title="Upload Contracts"
        description="Start a conversion by uploading a Solidity contract."
      />
      <EmptyState
        icon={Upload}
        title="Contract upload is on its way"
        description={
          <>
            This is where you will drop a contract file (up to 10 MB) to validate it, store it and
            send it through the conversion workflow. Uploading is not available in this version yet.
          </>
        }
      >
        {EXTENSIONS.map((extension) => (
          <Badge key={extension} variant="secondary" className="font-mono">
            <FileCode2 className="size-3" />
            {extension}
          </Badge>
        ))}
      </EmptyState>
    </div>
  );
}
