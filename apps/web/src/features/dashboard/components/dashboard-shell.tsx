import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { AppErrorBoundary } from "@/components/errors/app-error-boundary";
import { NetworkBanner } from "@/components/network-banner";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { reportCodeReviewFailure } from "@/features/contracts/api";
import { CODE_REVIEW_FALLBACK, loadConvertedCode } from "../api/load-converted-code";
import {
  type DashboardAction,
  type DashboardState,
  dashboardStateFromQuery,
  reduceDashboard,
} from "../dashboard-state";
import { type DashboardTab, TAB_LABELS } from "../dashboard-tabs";
import type { DashboardSections } from "../types";
import { DashboardHeader } from "./dashboard-header";
import { DashboardSidebar } from "./dashboard-sidebar";

function SectionFallback() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * The tabbed dashboard: sidebar (a drawer below 768 px), header, optional health panel and the
 * active section, loaded on demand. Tab and selection rules live in reduceDashboard.
 */
export function DashboardShell({
  sections,
  healthPanel: HealthPanel,
  onSignOut,
  onRetryAuth,
  notifications,
  loadCode = loadConvertedCode,
}: {
  sections: DashboardSections;
  notifications?: React.ReactNode;
  healthPanel: React.ComponentType<{ className?: string }>;
  onSignOut: () => void;
  /** The network banner's Retry Auth: checks the session again. */
  onRetryAuth?: () => void;
  loadCode?: (contractId: string) => Promise<string>;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<DashboardState>(() => dashboardStateFromQuery(searchParams));
  const [menuOpen, setMenuOpen] = useState(false);
  const current = useRef({ state, searchParams });
  current.current = { state, searchParams };
  // The address as this shell last left it; any other address came from back/forward.
  const ownQuery = useRef(searchParams.toString());

  const dispatch = useCallback(
    (action: DashboardAction) => {
      const { state: before, searchParams: search } = current.current;
      const result = reduceDashboard(before, search, action);
      current.current = { state: result.state, searchParams: result.search };
      setState(result.state);
      ownQuery.current = result.search.toString();
      if (result.search.toString() !== search.toString()) setSearchParams(result.search);
      if (result.toast)
        toast.success(result.toast.title, { description: result.toast.description });
    },
    [setSearchParams],
  );

  const openCodeReview = useCallback(
    async (contractId: string, convertedCode?: string) => {
      try {
        const code = convertedCode ?? (await loadCode(contractId));
        dispatch({ type: "open-code-review", contractId, convertedCode: code });
      } catch (error) {
        reportCodeReviewFailure(error, contractId);
        toast.error("Code Review Failed", {
          description:
            error instanceof Error && error.message ? error.message : CODE_REVIEW_FALLBACK,
        });
        if (current.current.state.showResults) dispatch({ type: "back-from-results" });
      }
    },
    [dispatch, loadCode],
  );

  const selectConvertedContract = useCallback(
    async (contractId: string) => {
      try {
        const code = await loadCode(contractId);
        dispatch({ type: "select-converted-contract", contractId, convertedCode: code });
      } catch (error) {
        toast.error("Could not open the contract", {
          description:
            error instanceof Error && error.message ? error.message : CODE_REVIEW_FALLBACK,
        });
      }
    },
    [dispatch, loadCode],
  );

  // Back/forward (or any navigation this shell did not make) changed the address: show what
  // that address means, as a reload would (spec §4 "On load the address query is read").
  const query = searchParams.toString();
  useEffect(() => {
    if (query === ownQuery.current) return;
    ownQuery.current = query;
    const shown = current.current.state;
    const next = dashboardStateFromQuery(new URLSearchParams(query));
    const keepCode = next.selectedContractId === shown.selectedContractId && next.showResults;
    const restored = {
      ...next,
      convertedCode: keepCode ? shown.convertedCode : null,
      showHealthDashboard: shown.showHealthDashboard,
    };
    current.current = { state: restored, searchParams: new URLSearchParams(query) };
    setState(restored);
  }, [query]);

  // Opened from an address with view=results: the code is not in memory yet, fetch it.
  const needsCode =
    state.showResults && state.convertedCode === null ? state.selectedContractId : null;
  useEffect(() => {
    if (needsCode) void openCodeReview(needsCode);
  }, [needsCode, openCodeReview]);

  const selectTab = (tab: DashboardTab) => {
    dispatch({ type: "select-tab", tab });
    setMenuOpen(false);
  };

  const Section = sections[state.activeTab];
  return (
    <div className="flex min-h-svh bg-background">
      <aside className="sticky top-0 hidden h-svh w-64 shrink-0 border-r md:block">
        <DashboardSidebar
          activeTab={state.activeTab}
          onSelectTab={selectTab}
          onSignOut={onSignOut}
        />
      </aside>
      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent side="left" aria-describedby={undefined}>
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">Dashboard sections</SheetDescription>
          <DashboardSidebar
            activeTab={state.activeTab}
            onSelectTab={selectTab}
            onSignOut={onSignOut}
          />
        </SheetContent>
      </Sheet>
      <div className="flex min-w-0 flex-1 flex-col">
        <DashboardHeader
          title={TAB_LABELS[state.activeTab]}
          onOpenMenu={() => setMenuOpen(true)}
          healthOpen={state.showHealthDashboard}
          onToggleHealth={() => dispatch({ type: "toggle-health-dashboard" })}
          notifications={notifications}
        />
        <main className="mx-auto w-full max-w-6xl flex-1 space-y-6 p-4 md:p-8">
          <NetworkBanner onRetryAuth={onRetryAuth} />
          {state.showHealthDashboard ? (
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <HealthPanel />
            </Suspense>
          ) : null}
          <AppErrorBoundary
            key={state.activeTab}
            area={`dashboard:${state.activeTab}`}
            onError={() =>
              toast.error("Dashboard Error", {
                description: "A component error occurred. Please refresh the page.",
              })
            }
          >
            <Suspense fallback={<SectionFallback />}>
              <Section
                state={state}
                dispatch={dispatch}
                openCodeReview={openCodeReview}
                selectConvertedContract={selectConvertedContract}
              />
            </Suspense>
          </AppErrorBoundary>
        </main>
      </div>
    </div>
  );
}
