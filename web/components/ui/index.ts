// The UI kit: Ark UI parts styled once with the Panda recipes of web/theme/recipes.
export { Alert, type AlertProps } from './alert';
export { Avatar, initials, type AvatarProps } from './avatar';
export { Button, IconButton, type ButtonProps, type IconButtonProps } from './button';
export { Card } from './card';
export { Checkbox } from './checkbox';
export { Combobox, createListCollection, useListCollection } from './combobox';
export { Dialog } from './dialog';
export { Drawer } from './drawer';
export { Field } from './field';
export * from './icons';
export { ExternalLink, Link } from './link';
export { Menu } from './menu';
export { PasswordInput } from './password-input';
export { Spinner, type SpinnerProps } from './spinner';
export { Toaster, toaster } from './toast';
export { Heading, Text } from './typography';
