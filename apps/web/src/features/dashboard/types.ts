import type { ComponentType, LazyExoticComponent } from "react";
import type { DashboardAction, DashboardState } from "./dashboard-state";
import type { DashboardTab } from "./dashboard-tabs";

/** What every dashboard section receives from the shell. */
export type DashboardSectionProps = {
  state: DashboardState;
  dispatch: (action: DashboardAction) => void;
  /** Opens the results viewer; loads the converted code from the server when not supplied. */
  openCodeReview: (contractId: string, convertedCode?: string) => void;
  /** Selects a converted contract in the current tab after loading its converted code. */
  selectConvertedContract: (contractId: string) => void;
};

export type DashboardSection =
  | LazyExoticComponent<ComponentType<DashboardSectionProps>>
  | ComponentType<DashboardSectionProps>;

/** Tab key -> section component. The app layer fills it; features plug their components in. */
export type DashboardSections = Record<DashboardTab, DashboardSection>;
