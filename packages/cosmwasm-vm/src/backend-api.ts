import { fromBech32, normalizeBech32, toBech32 } from "@cosmjs/encoding";
import { BasicBackendApi } from "@oraichain/cw-simulate";

/**
 * The VM's address functions for one bech32 prefix. cosmwasm-vm-js refuses to canonicalize an
 * address longer than 64 characters, which every 32-byte address (contracts, `Instantiate2`,
 * `addr_make`) is with a prefix like `cosmwasm`; wasmd and cosmwasm-std's MockApi accept them.
 */
export class Bech32BackendApi extends BasicBackendApi {
  constructor(private readonly prefix: string) {
    super(prefix);
  }

  override canonical_address(human: string): Uint8Array {
    if (human.length === 0) throw new Error("Empty human address");
    const decoded = fromBech32(normalizeBech32(human));
    if (decoded.prefix !== this.prefix)
      throw new Error(`canonical_address: wrong prefix ${decoded.prefix}`);
    if (decoded.data.length === 0) throw new Error("canonical_address: empty address");
    return decoded.data;
  }

  override human_address(canonical: Uint8Array): string {
    if (canonical.length === 0) throw new Error("human_address: Empty canonical address");
    return toBech32(this.prefix, canonical, 90);
  }
}
