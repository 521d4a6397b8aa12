import type {
  ContractReport,
  ConversionReport,
  EnumReport,
  ErrorReport,
  EventReport,
  StructReport,
} from "./conversion-report.ts";
import { shortName } from "./solidity-type.ts";

/** Lookups over every contract section of a conversion report, the given section first. */
export class ReportIndex {
  readonly sections: ContractReport[];

  constructor(report: ConversionReport, extra: ContractReport[] = []) {
    const sections: ContractReport[] = [report, ...(report.contracts ?? []), ...extra];
    const seen = new Set<string>();
    this.sections = sections.filter((s) => {
      if (seen.has(s.source.contract)) return false;
      seen.add(s.source.contract);
      return true;
    });
  }

  section(contract: string): ContractReport | undefined {
    return this.sections.find((s) => s.source.contract === contract);
  }

  private ordered(first?: ContractReport): ContractReport[] {
    return first ? [first, ...this.sections.filter((s) => s !== first)] : this.sections;
  }

  enumOf(name: string, first?: ContractReport): EnumReport | undefined {
    return this.find(first, (s) => s.enums, name);
  }

  structOf(name: string, first?: ContractReport): StructReport | undefined {
    return this.find(first, (s) => s.structs, name);
  }

  private find<T extends { name: string; qualified?: string }>(
    first: ContractReport | undefined,
    pick: (s: ContractReport) => T[],
    name: string,
  ): T | undefined {
    const sections = this.ordered(first);
    for (const s of sections) {
      const hit = pick(s).find((e) => e.qualified === name);
      if (hit) return hit;
    }
    for (const s of sections) {
      const hit = pick(s).find((e) => e.name === shortName(name));
      if (hit) return hit;
    }
    return undefined;
  }

  /** The event `name` with `argCount` parameters (any count when undefined). */
  event(
    name: string,
    argCount: number | undefined,
    first?: ContractReport,
  ): EventReport | undefined {
    for (const s of this.ordered(first)) {
      const hit = s.events.find(
        (e) => e.name === name && (argCount === undefined || e.params.length === argCount),
      );
      if (hit) return hit;
    }
    return undefined;
  }

  customError(name: string, first?: ContractReport): ErrorReport | undefined {
    for (const s of this.ordered(first)) {
      const hit = s.errors.find((e) => e.kind === "custom" && e.name === name);
      if (hit) return hit;
    }
    return undefined;
  }
}
