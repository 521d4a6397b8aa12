export type { RecordedDeployment } from "./api/record-wallet-deployment";
export { ChainReachability } from "./components/chain-picker";
export { PlatformChains } from "./components/platform-chains";
export { WalletDeployPanel } from "./components/wallet-deploy-panel";
