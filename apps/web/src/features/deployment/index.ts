export {
  type DeploymentTargetProps,
  DeploymentView,
  deploymentTargets,
} from "./components/deployment-view";
export { PlatformBuilds } from "./components/platform-builds";
