import { Upload } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useCurrentRole } from "@/features/auth";
import { ContractsTable } from "@/features/contracts-list/components/contracts-table";
import { PageFrame } from "./page-frame";

export default function ContractsPage() {
  const [params, setParams] = useSearchParams();
  const { can } = useCurrentRole();
  const canListAll = can("manage_contracts");
  return (
    <PageFrame
      title="Contracts"
      description={
        canListAll
          ? "Your contracts, or every user's with their owner (moderators and admins)."
          : "All contracts you have uploaded, with their status."
      }
      actions={
        <Button asChild>
          <Link to="/upload">
            <Upload /> Upload
          </Link>
        </Button>
      }
    >
      <ContractsTable
        search={params.get("search") ?? ""}
        onSearchChange={(search) => setParams(search ? { search } : {}, { replace: true })}
        canListAll={canListAll}
      />
    </PageFrame>
  );
}
