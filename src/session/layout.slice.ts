import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Skin = 'default' | 'bordered' | 'shadow';
export type ContentWidth = 'full' | 'boxed';
export type MenuType = 'vertical' | 'horizontal';
export type NavBarType = 'sticky' | 'floating' | 'static' | 'hidden';
export type FooterType = 'sticky' | 'static' | 'hidden';

/** Appearance settings of the spec (Entities) "Layout/appearance settings". */
export interface LayoutState {
  isRTL: boolean;
  darkMode: boolean;
  semiDarkMode: boolean;
  skin: Skin;
  contentWidth: ContentWidth;
  type: MenuType;
  navBarType: NavBarType;
  footerType: FooterType;
  isCollapsed: boolean;
  menuHidden: boolean;
  mobileMenu: boolean;
  customizer: boolean;
  isMonochrome: boolean;
}

/** Defaults of Appearance. */
export const defaultLayout: LayoutState = {
  isRTL: false,
  darkMode: false,
  semiDarkMode: false,
  skin: 'default',
  contentWidth: 'full',
  type: 'vertical',
  navBarType: 'sticky',
  footerType: 'static',
  isCollapsed: false,
  menuHidden: false,
  mobileMenu: false,
  customizer: false,
  isMonochrome: false,
};

const layoutSlice = createSlice({
  name: 'layout',
  initialState: defaultLayout,
  reducers: {
    handleRtl(state, action: PayloadAction<boolean>) {
      state.isRTL = action.payload;
    },
    handleDarkMode(state, action: PayloadAction<boolean>) {
      state.darkMode = action.payload;
    },
    handleSemiDarkMode(state, action: PayloadAction<boolean>) {
      state.semiDarkMode = action.payload;
    },
    handleSkin(state, action: PayloadAction<Skin>) {
      state.skin = action.payload;
    },
    handleContentWidth(state, action: PayloadAction<ContentWidth>) {
      state.contentWidth = action.payload;
    },
    handleType(state, action: PayloadAction<MenuType>) {
      state.type = action.payload;
    },
    handleNavBarType(state, action: PayloadAction<NavBarType>) {
      state.navBarType = action.payload;
    },
    handleFooterType(state, action: PayloadAction<FooterType>) {
      state.footerType = action.payload;
    },
    handleSidebarCollapsed(state, action: PayloadAction<boolean>) {
      state.isCollapsed = action.payload;
    },
    handleMenuHidden(state, action: PayloadAction<boolean>) {
      state.menuHidden = action.payload;
    },
    handleMobileMenu(state, action: PayloadAction<boolean>) {
      state.mobileMenu = action.payload;
    },
    handleCustomizer(state, action: PayloadAction<boolean>) {
      state.customizer = action.payload;
    },
    handleMonoChrome(state, action: PayloadAction<boolean>) {
      state.isMonochrome = action.payload;
    },
  },
});

export const {
  handleRtl,
  handleDarkMode,
  handleSemiDarkMode,
  handleSkin,
  handleContentWidth,
  handleType,
  handleNavBarType,
  handleFooterType,
  handleSidebarCollapsed,
  handleMenuHidden,
  handleMobileMenu,
  handleCustomizer,
  handleMonoChrome,
} = layoutSlice.actions;

export const layoutReducer = layoutSlice.reducer;
export const selectLayout = (state: { layout: LayoutState }) => state.layout;
