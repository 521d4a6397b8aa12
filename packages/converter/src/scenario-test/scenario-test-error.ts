/** A scenario that cannot be mapped onto the converted crate (unknown function, actor, value...). */
export class ScenarioTestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ScenarioTestError";
  }
}
