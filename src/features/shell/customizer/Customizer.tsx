import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  handleContentWidth,
  handleCustomizer,
  handleDarkMode,
  handleFooterType,
  handleMenuHidden,
  handleMonoChrome,
  handleNavBarType,
  handleRtl,
  handleSemiDarkMode,
  handleSidebarCollapsed,
  handleSkin,
  handleType,
  selectLayout,
  type ContentWidth,
  type FooterType,
  type MenuType,
  type NavBarType,
  type Skin,
} from '../../../session/layout.slice';

function Switch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
      <span className="text-sm font-semibold">{label}</span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-primary-600"
      />
    </label>
  );
}

function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (next: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-control border border-neutral-300 px-3 text-sm has-checked:border-primary-600 has-checked:bg-primary-50 dark:border-neutral-600 dark:has-checked:bg-neutral-700"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-primary-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <div className="space-y-3 border-b border-neutral-200 pb-5 dark:border-neutral-700">{children}</div>;
}

/** Theme customizer drawer (the `customizer` flag): every appearance setting, applied at once. */
export function Customizer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const layout = useAppSelector(selectLayout);
  const panel = useRef<HTMLDivElement>(null);
  const close = () => dispatch(handleCustomizer(false));

  useEffect(() => {
    if (!layout.customizer) return undefined;
    // A modal drawer: the focus moves into it when it opens and back to where it was when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(handleCustomizer(false));
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [dispatch, layout.customizer]);

  if (!layout.customizer) return null;
  const options = <T extends string>(group: string, values: readonly T[]) =>
    values.map((value) => ({ value, label: t(`customizer.${group}.${value}`) }));

  return (
    <>
      <div aria-hidden="true" className="fixed inset-0 z-40 bg-neutral-900/40" onClick={close} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="customizer-title"
        tabIndex={-1}
        className="fixed inset-y-0 end-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-xl outline-none dark:bg-neutral-800"
      >
        <div className="flex items-center justify-between border-b border-neutral-200 px-5 py-4 dark:border-neutral-700">
          <h2 id="customizer-title" className="text-lg font-semibold">
            {t('customizer.title')}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={t('customizer.close')}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-neutral-100 dark:hover:bg-neutral-700"
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 space-y-5 overflow-y-auto px-5 py-5">
          <Section>
            <Switch
              label={t('customizer.darkMode')}
              checked={layout.darkMode}
              onChange={(v) => dispatch(handleDarkMode(v))}
            />
            <Switch
              label={t('customizer.semiDarkMode')}
              checked={layout.semiDarkMode}
              onChange={(v) => dispatch(handleSemiDarkMode(v))}
            />
            <Switch
              label={t('customizer.monochrome')}
              checked={layout.isMonochrome}
              onChange={(v) => dispatch(handleMonoChrome(v))}
            />
            <Switch
              label={t('customizer.rtl')}
              checked={layout.isRTL}
              onChange={(v) => dispatch(handleRtl(v))}
            />
          </Section>
          <Section>
            <Choice<Skin>
              legend={t('customizer.skin.label')}
              name="skin"
              value={layout.skin}
              options={options('skin', ['default', 'bordered', 'shadow'] as const)}
              onChange={(v) => dispatch(handleSkin(v))}
            />
            <Choice<ContentWidth>
              legend={t('customizer.contentWidth.label')}
              name="contentWidth"
              value={layout.contentWidth}
              options={options('contentWidth', ['full', 'boxed'] as const)}
              onChange={(v) => dispatch(handleContentWidth(v))}
            />
          </Section>
          <Section>
            <Choice<MenuType>
              legend={t('customizer.type.label')}
              name="type"
              value={layout.type}
              options={options('type', ['vertical', 'horizontal'] as const)}
              onChange={(v) => dispatch(handleType(v))}
            />
            <Switch
              label={t('customizer.collapsed')}
              checked={layout.isCollapsed}
              onChange={(v) => dispatch(handleSidebarCollapsed(v))}
            />
            <Switch
              label={t('customizer.menuHidden')}
              checked={layout.menuHidden}
              onChange={(v) => dispatch(handleMenuHidden(v))}
            />
          </Section>
          <Choice<NavBarType>
            legend={t('customizer.navBarType.label')}
            name="navBarType"
            value={layout.navBarType}
            options={options('navBarType', ['sticky', 'floating', 'static', 'hidden'] as const)}
            onChange={(v) => dispatch(handleNavBarType(v))}
          />
          <Choice<FooterType>
            legend={t('customizer.footerType.label')}
            name="footerType"
            value={layout.footerType}
            options={options('footerType', ['sticky', 'static', 'hidden'] as const)}
            onChange={(v) => dispatch(handleFooterType(v))}
          />
        </div>
      </div>
    </>
  );
}
