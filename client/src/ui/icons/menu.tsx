import { svgIcon } from './svg-icon';

export const MenuIcon = svgIcon('M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z');
