import { describe, expect, it } from "vitest";
import { kebabCase } from "../src/naming/kebab-case.ts";
import { pascalCase, rustIdent, serdeSnakeCase, snakeCase } from "../src/naming/snake-case.ts";

describe("snake_case (heck's rules)", () => {
  it.each([
    ["setURI", "set_uri"],
    ["DELIVERY_WINDOW", "delivery_window"],
    ["ERC20", "erc20"],
    ["balanceOf", "balance_of"],
    ["_owner", "owner"],
    ["maxSupply_", "max_supply"],
    ["__x__", "x"],
    ["HTTPServer", "http_server"],
    ["transferFrom", "transfer_from"],
    ["a1B", "a1_b"],
    ["ERC721Receiver", "erc721_receiver"],
    ["getX2Y", "get_x2y"],
  ])("%s → %s", (input, expected) => {
    expect(snakeCase(input)).toBe(expected);
  });

  it("builds variant names that cw_serde maps back to the same JSON name", () => {
    expect(pascalCase("set_uri")).toBe("SetUri");
    expect(serdeSnakeCase("SetUri")).toBe("set_uri");
    // cw_serde's own rule on the naive name differs: that is why #[serde(rename)] exists
    expect(serdeSnakeCase("SetURI")).toBe("set_u_r_i");
    expect(serdeSnakeCase(pascalCase("transfer_2"))).toBe("transfer2");
  });

  it("makes Rust keywords raw identifiers", () => {
    expect(rustIdent("type")).toBe("r#type");
    expect(rustIdent("amount")).toBe("amount");
    expect(rustIdent("self")).toBe("self_");
  });

  it("derives crate names in kebab-case", () => {
    expect(kebabCase("BasicToken")).toBe("basic-token");
    expect(kebabCase("ERC20Token")).toBe("erc20-token");
  });
});
