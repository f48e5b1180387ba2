import { TagsInput as ArkTagsInput } from '@ark-ui/react/tags-input';
import { createStyleContext } from '~/web/styled-system/jsx';
import { tagsInput } from '~/web/styled-system/recipes';
import { XIcon } from './icons';

// Usage: <TagsInput.Root value onValueChange max> <TagsInput.Label/> <TagsInput.Context> each
// value → <TagsInput.Item index value> <TagsInput.ItemPreview> <TagsInput.ItemText/>
// <TagsInput.ItemDeleteTrigger/> … </TagsInput.Context> <TagsInput.Input/> <TagsInput.HiddenInput/>.
const { withProvider, withContext } = createStyleContext(tagsInput);

export const Root = withProvider(ArkTagsInput.Root, 'root');
export const Label = withContext(ArkTagsInput.Label, 'label');
export const Control = withContext(ArkTagsInput.Control, 'control');
export const Input = withContext(ArkTagsInput.Input, 'input');
export const Item = withContext(ArkTagsInput.Item, 'item');
export const ItemPreview = withContext(ArkTagsInput.ItemPreview, 'itemPreview');
export const ItemText = withContext(ArkTagsInput.ItemText, 'itemText');
export const ItemInput = withContext(ArkTagsInput.ItemInput, 'itemInput');
export const ItemDeleteTrigger = withContext(ArkTagsInput.ItemDeleteTrigger, 'itemDeleteTrigger', {
  defaultProps: { children: <XIcon /> },
});
export const ClearTrigger = withContext(ArkTagsInput.ClearTrigger, 'clearTrigger');
export const HiddenInput = ArkTagsInput.HiddenInput;
export const Context = ArkTagsInput.Context;

export const TagsInput = {
  Root,
  Label,
  Control,
  Input,
  Item,
  ItemPreview,
  ItemText,
  ItemInput,
  ItemDeleteTrigger,
  ClearTrigger,
  HiddenInput,
  Context,
};
