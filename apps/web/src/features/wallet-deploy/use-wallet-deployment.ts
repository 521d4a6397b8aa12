import type { ChainConfig } from "@contract-platform/api";
import type { Coin } from "@cosmjs/amino";
import { useCallback, useEffect, useRef, useState } from "react";
import { getBuildWasm } from "./api/get-build-wasm";
import { type RecordedDeployment, recordWalletDeployment } from "./api/record-wallet-deployment";
import { getKeplr, WalletError } from "./keplr";
import {
  estimateFee,
  type FeeEstimate,
  findEventAttribute,
  openWalletSession,
  signAndSend,
  type WalletSession,
} from "./wallet-session";
import { gzip, instantiateMessage, storeCodeMessage } from "./wasm-messages";

export interface InstantiateSettings {
  label: string;
  /** null: no admin (the contract can never be migrated). */
  admin: string | null;
  msg: unknown;
  funds: Coin[];
}

export interface BuildToDeploy {
  id: string;
  checksum: string;
}

/** Where a wallet deployment is; every step but `done` can fail into `error` and be retried. */
export type DeployPhase =
  | { step: "idle" }
  | { step: "connecting" }
  | { step: "estimating-store" }
  | { step: "confirm-store"; estimate: FeeEstimate }
  | { step: "storing" }
  | { step: "estimating-instantiate"; codeId: number; storeTxHash: string }
  | { step: "confirm-instantiate"; codeId: number; storeTxHash: string; estimate: FeeEstimate }
  | { step: "instantiating"; codeId: number; storeTxHash: string }
  | {
      step: "recording";
      codeId: number;
      storeTxHash: string;
      instantiateTxHash: string;
      contractAddress: string;
    }
  | { step: "done"; deployment: RecordedDeployment }
  | {
      step: "error";
      at: "connect" | "store" | "instantiate" | "record";
      message: string;
      rejected: boolean;
      retry: () => void;
    };

function messageOf(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The browser side of a wallet deployment: connect → estimate and confirm the store → sign →
 * estimate and confirm the instantiate → sign → the server records it after checking both
 * transactions on the chain. The stored code id survives a declined instantiate signature, so a
 * retry does not store the code again; nothing is recorded before both transactions are in blocks.
 */
export function useWalletDeployment(options: {
  chain: ChainConfig | null;
  build: BuildToDeploy | null;
  settings: () => InstantiateSettings;
  /** The chain id typed by the user, for mainnet. */
  mainnetConfirmation: () => string | undefined;
  onDeployed?: (deployment: RecordedDeployment) => void;
}) {
  const [phase, setPhase] = useState<DeployPhase>({ step: "idle" });
  const [session, setSession] = useState<WalletSession | null>(null);
  const wasm = useRef<{ buildId: string; gzipped: Uint8Array } | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const chainId = options.chain?.chainId ?? null;
  // Another chain means another wallet session and a fresh start.
  useEffect(() => {
    setPhase({ step: "idle" });
    setSession((current) => {
      current?.disconnect();
      return null;
    });
    void chainId;
  }, [chainId]);

  const fail = useCallback(
    (at: Extract<DeployPhase, { step: "error" }>["at"], error: unknown, retry: () => void) => {
      setPhase({
        step: "error",
        at,
        message: messageOf(error),
        rejected: error instanceof WalletError && error.reason === "rejected",
        retry,
      });
    },
    [],
  );

  const connect = useCallback(async () => {
    const chain = latest.current.chain;
    if (!chain) return;
    setPhase({ step: "connecting" });
    try {
      const opened = await openWalletSession(chain, getKeplr());
      setSession(opened);
      setPhase({ step: "idle" });
    } catch (error) {
      fail("connect", error, () => void connect());
    }
  }, [fail]);

  const storeMessages = useCallback(async (active: WalletSession) => {
    const build = latest.current.build;
    if (!build) throw new Error("Choose a build to deploy first");
    if (wasm.current?.buildId !== build.id) {
      const bytes = await getBuildWasm(build.id, build.checksum);
      wasm.current = { buildId: build.id, gzipped: await gzip(bytes) };
    }
    return [storeCodeMessage(active.address, wasm.current.gzipped)];
  }, []);

  const estimateStore = useCallback(async () => {
    if (!session) return;
    setPhase({ step: "estimating-store" });
    try {
      const estimate = await estimateFee(session, await storeMessages(session));
      setPhase({ step: "confirm-store", estimate });
    } catch (error) {
      fail("store", error, () => void estimateStore());
    }
  }, [session, storeMessages, fail]);

  const instantiateMessages = useCallback((active: WalletSession, codeId: number) => {
    const settings = latest.current.settings();
    return [instantiateMessage(active.address, codeId, settings)];
  }, []);

  const estimateInstantiate = useCallback(
    async (codeId: number, storeTxHash: string) => {
      if (!session) return;
      setPhase({ step: "estimating-instantiate", codeId, storeTxHash });
      try {
        const estimate = await estimateFee(session, instantiateMessages(session, codeId));
        setPhase({ step: "confirm-instantiate", codeId, storeTxHash, estimate });
      } catch (error) {
        fail("instantiate", error, () => void estimateInstantiate(codeId, storeTxHash));
      }
    },
    [session, instantiateMessages, fail],
  );

  const record = useCallback(
    async (
      stored: { codeId: number; storeTxHash: string },
      instantiateTxHash: string,
      contractAddress: string,
    ) => {
      const { chain, build } = latest.current;
      if (!chain || !build) return;
      setPhase({ step: "recording", ...stored, instantiateTxHash, contractAddress });
      try {
        const deployment = await recordWalletDeployment({
          buildId: build.id,
          chainId: chain.chainId,
          storeTxHash: stored.storeTxHash,
          instantiateTxHash,
          confirmMainnet:
            chain.network === "mainnet" ? latest.current.mainnetConfirmation() : undefined,
        });
        setPhase({ step: "done", deployment });
        latest.current.onDeployed?.(deployment);
      } catch (error) {
        fail("record", error, () => void record(stored, instantiateTxHash, contractAddress));
      }
    },
    [fail],
  );

  const store = useCallback(
    async (estimate: FeeEstimate) => {
      if (!session) return;
      setPhase({ step: "storing" });
      try {
        const result = await signAndSend(session, await storeMessages(session), estimate.fee);
        const codeId = Number(findEventAttribute(result.events, "store_code", "code_id"));
        if (!Number.isSafeInteger(codeId) || codeId <= 0) {
          throw new Error(`Transaction ${result.transactionHash} stored no code`);
        }
        await estimateInstantiate(codeId, result.transactionHash);
      } catch (error) {
        fail("store", error, () => setPhase({ step: "confirm-store", estimate }));
      }
    },
    [session, storeMessages, estimateInstantiate, fail],
  );

  const instantiate = useCallback(
    async (codeId: number, storeTxHash: string, estimate: FeeEstimate) => {
      if (!session) return;
      setPhase({ step: "instantiating", codeId, storeTxHash });
      try {
        const result = await signAndSend(
          session,
          instantiateMessages(session, codeId),
          estimate.fee,
        );
        const address = findEventAttribute(result.events, "instantiate", "_contract_address");
        if (!address) throw new Error(`Transaction ${result.transactionHash} created no contract`);
        await record({ codeId, storeTxHash }, result.transactionHash, address);
      } catch (error) {
        fail("instantiate", error, () =>
          setPhase({ step: "confirm-instantiate", codeId, storeTxHash, estimate }),
        );
      }
    },
    [session, instantiateMessages, record, fail],
  );

  const reset = useCallback(() => setPhase({ step: "idle" }), []);

  useEffect(() => () => session?.disconnect(), [session]);

  return { phase, session, connect, estimateStore, store, instantiate, reset };
}
