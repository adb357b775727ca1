import type { Ref } from 'react';

export interface HiddenFileInputProps {
  /** The input, for the button that opens the file chooser (`ref.current?.click()`). */
  ref: Ref<HTMLInputElement>;
  /** The file types offered, e.g. the image types of a photo rule. */
  accept: string;
  /** Its name for assistive technology (the button in front of it is what users reach). */
  label: string;
  testId?: string;
  /** The file chosen; the input then forgets it, so choosing the same file again (after a refusal) counts too. */
  onFile: (file: File) => void;
}

/**
 * The file input behind a "choose a photo" button: hidden and out of the tab order, the button being the control
 * users reach; it hands over the one file chosen.
 * @example <HiddenFileInput ref={input} accept="image/jpeg,image/png" label={t('photo.file')} onFile={upload} />
 */
export function HiddenFileInput({ ref, accept, label, testId, onFile }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      className="hidden"
      tabIndex={-1}
      aria-label={label}
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
