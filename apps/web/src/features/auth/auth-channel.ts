/** What one tab tells the others about the session (never a token). */
export type AuthChannelMessage = { type: "signed-in" } | { type: "signed-out" };

/** Tabs of the same origin telling each other about sign-in and sign-out. */
export type AuthChannel = {
  post: (message: AuthChannelMessage) => void;
  subscribe: (listener: (message: AuthChannelMessage) => void) => () => void;
};

export const AUTH_CHANNEL_NAME = "contract-platform.auth";

/**
 * A BroadcastChannel between the tabs of this origin. Where the browser has none, tabs do not
 * hear each other; each still follows the server (a signed-out tab's next request is refused and
 * its refresh answers no session).
 */
export function createAuthChannel(): AuthChannel {
  if (typeof BroadcastChannel === "undefined") {
    return { post: () => {}, subscribe: () => () => {} };
  }
  const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => {
        const type = (event.data as { type?: unknown } | null)?.type;
        if (type === "signed-in" || type === "signed-out") listener({ type });
      };
      channel.addEventListener("message", onMessage);
      return () => channel.removeEventListener("message", onMessage);
    },
  };
}
