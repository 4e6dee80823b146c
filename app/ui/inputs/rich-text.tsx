import "@mantine/tiptap/styles.css";
import { Input, Text } from "@mantine/core";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { IconPhoto } from "@tabler/icons-react";
import { generateHTML, generateJSON, mergeAttributes, Node, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useCallback, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_TYPES } from "./upload";

/** Pictures inside the text: a minimal block image node (Tiptap's image extension is not installed). */
const InlineImage = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [{ tag: "img[src]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes(HTMLAttributes, { style: "max-width:100%" })];
  },
});

const EXTENSIONS = [StarterKit.configure({ link: false }), Link, InlineImage];

const withoutTrailingEmpty = (html: string) => html.replace(/(<p><\/p>)+$/, "");

/**
 * What the editor makes of stored HTML: it decodes entities (`&#39;` → `'`), wraps a list item's
 * text in `<p>`, may add an empty paragraph at the end. Two texts with the same form are the same
 * text to the user, so loading one must not count as a change.
 */
export function editorForm(html: string): string {
  if (!html.trim()) return "";
  return withoutTrailingEmpty(generateHTML(generateJSON(html, EXTENSIONS), EXTENSIONS));
}

/** The editable area is the labelled textbox, invalid with its error when there is one. */
const editableAttributes = (id: string, invalid: boolean) => ({
  "aria-labelledby": `${id}-label`,
  role: "textbox",
  "aria-multiline": "true",
  ...(invalid ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
});

export interface RichTextProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
  error?: string;
  readOnly?: boolean;
  /** Uploads a picture and answers its public URL; absent = no picture button. */
  uploadImage?: (file: File) => Promise<string>;
  /** Shown instead of the picture button when pictures cannot be added yet (new product). */
  imageHint?: string;
}

/**
 * Rich text (Mantine Tiptap). StarterKit's own Link is off so Mantine's Link (with its toolbar
 * control) is the only one, and the editor renders after mount (`immediatelyRender: false`).
 */
export function RichText({ label, value, onChange, required, error, readOnly, uploadImage, imageHint }: RichTextProps) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // The current value and (computed when first needed) the editor's form of it.
  const current = useRef<{ value: string; form: string | null }>({ value, form: null });
  if (current.current.value !== value) current.current = { value, form: null };
  /** The last HTML this editor sent up through onChange. */
  const emitted = useRef<string | null>(null);
  const sameAsValue = useCallback((html: string) => {
    current.current.form ??= editorForm(current.current.value);
    return withoutTrailingEmpty(html) === current.current.form;
  }, []);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: { attributes: editableAttributes(id, Boolean(error)) },
    // The editor rewrites the stored HTML as it loads it: only a different text is a change.
    onUpdate: ({ editor: updated }) => {
      const html = updated.isEmpty ? "" : updated.getHTML();
      if (sameAsValue(html)) return;
      emitted.current = html;
      onChange(html);
    },
  });

  // A value from outside (record reloaded after save) replaces the content.
  useEffect(() => {
    // Our own typing coming back: parsing it again would drop a space typed at the end.
    if (value === emitted.current) return;
    if (editor && !editor.isDestroyed && !sameAsValue(editor.isEmpty ? "" : editor.getHTML())) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value, sameAsValue]);

  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { attributes: editableAttributes(id, Boolean(error)) } });
  }, [editor, error, id]);

  const pickImage = async (file: File | undefined) => {
    if (!file || !uploadImage || !editor) return;
    const url = await uploadImage(file);
    editor
      .chain()
      .focus()
      .insertContent({ type: "image", attrs: { src: url, alt: "" } })
      .run();
  };

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      id={id}
      labelProps={{ id: `${id}-label`, htmlFor: undefined }}
      errorProps={{ id: `${id}-error` }}
    >
      <RichTextEditor editor={editor} mt={4} style={error ? { borderColor: "var(--mantine-color-error)" } : undefined}>
        {readOnly ? null : (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
              {uploadImage ? (
                <RichTextEditor.Control
                  onClick={() => fileInput.current?.click()}
                  aria-label={t("richText.insertImage")}
                  title={t("richText.insertImage")}
                >
                  <IconPhoto size={16} stroke={1.5} aria-hidden="true" />
                </RichTextEditor.Control>
              ) : null}
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
      {uploadImage ? (
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(",")}
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(event) => {
            void pickImage(event.currentTarget.files?.[0]);
            event.currentTarget.value = "";
          }}
        />
      ) : imageHint && !readOnly ? (
        <Text size="xs" c="dimmed" mt={4}>
          {imageHint}
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
