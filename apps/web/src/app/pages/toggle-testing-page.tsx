import { ToggleTestingView } from "@/features/testing/components/toggle-testing-view";
import { PageFrame } from "./page-frame";

export default function ToggleTestingPage() {
  return (
    <PageFrame
      title="Toggle Testing"
      description="Which test suites run by themselves on each new version of a converted contract, and which must pass before it is tested and deployment-ready."
    >
      <ToggleTestingView />
    </PageFrame>
  );
}
