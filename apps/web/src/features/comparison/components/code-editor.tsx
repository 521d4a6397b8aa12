import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { rust } from "@codemirror/lang-rust";
import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import {
  Compartment,
  EditorState,
  type Extension,
  StateEffect,
  StateField,
} from "@codemirror/state";
import { Decoration, type DecorationSet, EditorView, keymap, lineNumbers } from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { solidity } from "@replit/codemirror-lang-solidity";
import { forwardRef, useEffect, useImperativeHandle, useRef } from "react";

export type EditorLanguage = "solidity" | "rust" | "plain";
export type MarkedLine = { line: number; severity: "error" | "warning" | "info" };
export type CodeEditorHandle = { revealLines: (startLine: number, endLine: number) => void };

/** Colours readable on both themes (the page sets color-scheme, so light-dark() follows it). */
const highlight = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.modifier, tags.controlKeyword],
    color: "light-dark(#a626a4, #d19afc)",
  },
  { tag: [tags.typeName, tags.className, tags.namespace], color: "light-dark(#b45309, #f0b35e)" },
  { tag: [tags.string, tags.special(tags.string)], color: "light-dark(#15803d, #8fd694)" },
  { tag: [tags.number, tags.bool, tags.atom], color: "light-dark(#c2410c, #f59e6b)" },
  { tag: tags.comment, color: "light-dark(#6b7280, #8b93a1)", fontStyle: "italic" },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.macroName],
    color: "light-dark(#1d4ed8, #7fb4ff)",
  },
  { tag: [tags.propertyName, tags.attributeName], color: "light-dark(#0e7490, #67d4e8)" },
  { tag: [tags.operator, tags.punctuation], color: "light-dark(#475569, #a5b0c0)" },
]);

const baseTheme = EditorView.theme({
  "&": {
    height: "100%",
    fontSize: "12.5px",
    backgroundColor: "var(--card)",
    color: "var(--foreground)",
  },
  ".cm-scroller": { fontFamily: "var(--font-mono, ui-monospace, monospace)", lineHeight: "1.55" },
  ".cm-gutters": {
    backgroundColor: "var(--muted)",
    color: "var(--muted-foreground)",
    borderRight: "1px solid var(--border)",
  },
  ".cm-content": { caretColor: "var(--foreground)" },
  "&.cm-focused": { outline: "none" },
  ".cm-line-error": { backgroundColor: "color-mix(in oklab, var(--destructive) 16%, transparent)" },
  ".cm-line-warning": { backgroundColor: "color-mix(in oklab, var(--warning) 18%, transparent)" },
  ".cm-line-info": { backgroundColor: "color-mix(in oklab, var(--primary) 10%, transparent)" },
  ".cm-line-target": { backgroundColor: "color-mix(in oklab, var(--primary) 22%, transparent)" },
  ".cm-selectionBackground, &.cm-focused .cm-selectionBackground": {
    backgroundColor: "color-mix(in oklab, var(--primary) 30%, transparent) !important",
  },
});

const setMarks = StateEffect.define<MarkedLine[]>();
const setTarget = StateEffect.define<{ from: number; to: number } | null>();

function lineDecorations(
  state: EditorState,
  marks: MarkedLine[],
  target: { from: number; to: number } | null,
) {
  const ranges = [];
  const lines = state.doc.lines;
  for (const mark of marks) {
    if (mark.line < 1 || mark.line > lines) continue;
    ranges.push(
      Decoration.line({ class: `cm-line-${mark.severity}` }).range(state.doc.line(mark.line).from),
    );
  }
  if (target) {
    for (let line = Math.max(1, target.from); line <= Math.min(lines, target.to); line++) {
      ranges.push(Decoration.line({ class: "cm-line-target" }).range(state.doc.line(line).from));
    }
  }
  return Decoration.set(ranges, true);
}

/** Diagnostic lines and the jump target, kept across edits. */
const markField = StateField.define<{
  marks: MarkedLine[];
  target: { from: number; to: number } | null;
  decorations: DecorationSet;
}>({
  create: () => ({ marks: [], target: null, decorations: Decoration.none }),
  update(value, transaction) {
    let { marks, target } = value;
    let changed = transaction.docChanged;
    for (const effect of transaction.effects) {
      if (effect.is(setMarks)) {
        marks = effect.value;
        changed = true;
      } else if (effect.is(setTarget)) {
        target = effect.value;
        changed = true;
      }
    }
    if (!changed) return value;
    return { marks, target, decorations: lineDecorations(transaction.state, marks, target) };
  },
  provide: (field) => EditorView.decorations.from(field, (value) => value.decorations),
});

function languageExtension(language: EditorLanguage): Extension {
  if (language === "solidity") return solidity;
  if (language === "rust") return rust();
  return [];
}

/**
 * A CodeMirror 6 editor: syntax highlighting, line marks for diagnostics, a line-click callback
 * (source-map navigation) and revealLines() to scroll to and highlight a range.
 */
export const CodeEditor = forwardRef<
  CodeEditorHandle,
  {
    value: string;
    language: EditorLanguage;
    readOnly?: boolean;
    onChange?: (value: string) => void;
    onLineClick?: (line: number) => void;
    marks?: MarkedLine[];
    label: string;
  }
>(function CodeEditor(
  { value, language, readOnly = false, onChange, onLineClick, marks, label },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onLineClick });
  callbacks.current = { onChange, onLineClick };
  const languageSlot = useRef(new Compartment());
  const readOnlySlot = useRef(new Compartment());

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later props flow in below
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          baseTheme,
          syntaxHighlighting(highlight),
          markField,
          languageSlot.current.of(languageExtension(language)),
          readOnlySlot.current.of([
            EditorState.readOnly.of(readOnly),
            EditorView.editable.of(!readOnly),
          ]),
          EditorView.contentAttributes.of({ "aria-label": label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange?.(update.state.doc.toString());
          }),
          EditorView.domEventHandlers({
            click(event, current) {
              const pos = current.posAtCoords({ x: event.clientX, y: event.clientY });
              if (pos !== null)
                callbacks.current.onLineClick?.(current.state.doc.lineAt(pos).number);
              return false;
            },
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({
        changes: { from: 0, to: editor.state.doc.length, insert: value },
        effects: setTarget.of(null),
      });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: languageSlot.current.reconfigure(languageExtension(language)),
    });
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({
      effects: readOnlySlot.current.reconfigure([
        EditorState.readOnly.of(readOnly),
        EditorView.editable.of(!readOnly),
      ]),
    });
  }, [readOnly]);

  useEffect(() => {
    view.current?.dispatch({ effects: setMarks.of(marks ?? []) });
  }, [marks]);

  useImperativeHandle(ref, () => ({
    revealLines(startLine, endLine) {
      const editor = view.current;
      if (!editor) return;
      const lines = editor.state.doc.lines;
      const from = editor.state.doc.line(Math.min(Math.max(1, startLine), lines)).from;
      editor.dispatch({
        effects: [
          setTarget.of({ from: startLine, to: endLine }),
          EditorView.scrollIntoView(from, { y: "start", yMargin: 40 }),
        ],
      });
    },
  }));

  return <div ref={host} className="h-full min-h-0 overflow-hidden" data-language={language} />;
});
