import { alert } from './alert';
import { avatar } from './avatar';
import { badge } from './badge';
import { button } from './button';
import { card } from './card';
import { checkbox } from './checkbox';
import { combobox } from './combobox';
import { dialog } from './dialog';
import { drawer } from './drawer';
import { field } from './field';
import { input } from './input';
import { link } from './link';
import { menu } from './menu';
import { navItem } from './nav-item';
import { passwordInput } from './password-input';
import { popover } from './popover';
import { radioGroup } from './radio-group';
import { spinner } from './spinner';
import { table } from './table';
import { tabs } from './tabs';
import { tagsInput } from './tags-input';
import { toast } from './toast';
import { heading, text } from './typography';

export const recipes = { badge, button, input, link, navItem, spinner, heading, text };

export const slotRecipes = {
  alert,
  avatar,
  card,
  checkbox,
  combobox,
  dialog,
  drawer,
  field,
  menu,
  passwordInput,
  popover,
  radioGroup,
  table,
  tabs,
  tagsInput,
  toast,
};
