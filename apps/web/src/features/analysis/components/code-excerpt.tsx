import { useEffect, useRef } from "react";
import { cn } from "@/lib/cn";

/**
 * Source lines around a location with the located lines highlighted; the highlight scrolls into
 * view when the location changes. `window` shows a fixed range instead (a whole function), with
 * the located lines highlighted only when `highlight` is on.
 */
export function CodeExcerpt({
  title,
  content,
  startLine,
  endLine,
  context = 6,
  window,
  highlight = true,
}: {
  title: string;
  content: string;
  startLine: number;
  endLine: number;
  context?: number;
  window?: { from: number; to: number };
  highlight?: boolean;
}) {
  const highlighted = useRef<HTMLDivElement>(null);
  const lines = content.split("\n");
  const from = Math.max(1, Math.min(window?.from ?? startLine, startLine) - (window ? 0 : context));
  const to = Math.min(
    lines.length,
    Math.max(window?.to ?? endLine, endLine) + (window ? 0 : context),
  );
  useEffect(() => {
    highlighted.current?.scrollIntoView?.({ block: "nearest" });
  });
  return (
    <figure className="overflow-hidden rounded-md border" aria-label={`Code excerpt: ${title}`}>
      <figcaption className="border-b bg-muted/50 px-3 py-1.5 font-mono text-xs text-muted-foreground">
        {title}:{startLine}
        {endLine !== startLine ? `-${endLine}` : ""}
      </figcaption>
      <div className="max-h-72 overflow-auto bg-card font-mono text-xs">
        {lines.slice(from - 1, to).map((text, index) => {
          const line = from + index;
          const hit = highlight && line >= startLine && line <= endLine;
          return (
            <div
              key={line}
              ref={hit && line === startLine ? highlighted : undefined}
              data-highlighted={hit || undefined}
              className={cn("flex scroll-mt-24 scroll-mb-4 whitespace-pre", hit && "bg-warning/20")}
            >
              <span className="w-12 shrink-0 select-none pr-3 text-right text-muted-foreground">
                {line}
              </span>
              <span className={cn(hit && "font-semibold")}>{text || " "}</span>
            </div>
          );
        })}
      </div>
    </figure>
  );
}
