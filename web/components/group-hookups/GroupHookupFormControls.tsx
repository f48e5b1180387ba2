// The controls of the group hookup form that are more than a text input: the long texts, the
// public/private choice, the tags and the image. Each shows its exact message under it.
import { Controller, type Control } from 'react-hook-form';
import { Checkbox } from '~/web/components/ui/checkbox';
import { Field } from '~/web/components/ui/field';
import { RadioGroup } from '~/web/components/ui/radio-group';
import { TagsInput } from '~/web/components/ui/tags-input';
import { TAG_SUGGESTIONS_ID, TagSuggestions } from '~/web/components/tags/TagSuggestions';
import { TextAreaField as BaseTextAreaField, type TextAreaFieldProps } from '~/web/pages/auth/fields';
import { css } from '~/web/styled-system/css';
import { IMAGE_TYPES, TAGS_MAX, TEXT_MAX, type GroupHookupFormOutput, type GroupHookupFormValues } from './schema';

/** The long texts of the form, at most TEXT_MAX characters each. */
export function TextAreaField(props: TextAreaFieldProps) {
  return <BaseTextAreaField maxLength={TEXT_MAX} {...props} />;
}

interface ControlledProps {
  control: Control<GroupHookupFormValues, unknown, GroupHookupFormOutput>;
  error?: string;
}

/** spec §5: private is required and the form offers no default. */
export function PrivacyField({ control, error }: ControlledProps) {
  return (
    <Controller
      control={control}
      name="private"
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)} required>
          <RadioGroup.Root
            name={field.name}
            value={field.value || null}
            onValueChange={(details) => field.onChange(details.value)}
            orientation="horizontal"
            invalid={Boolean(error)}
            aria-describedby={error ? `${field.name}-error` : undefined}
          >
            <RadioGroup.Label className={css({ w: '100%' })}>
              Who can see it
              <Field.RequiredIndicator />
            </RadioGroup.Label>
            {[
              { value: 'public', label: 'Public' },
              { value: 'private', label: 'Private' },
            ].map((option) => (
              <RadioGroup.Item key={option.value} value={option.value}>
                <RadioGroup.ItemControl />
                <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                <RadioGroup.ItemHiddenInput ref={option.value === 'public' ? field.ref : undefined} onBlur={field.onBlur} />
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          <Field.HelperText>Private group hookups are seen only by their host, participants and admins.</Field.HelperText>
          <Field.ErrorText id={`${field.name}-error`}>{error}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
}

/** Typed text becomes a chip on Enter or comma; at most 10. */
export function TagsField({ control, error }: ControlledProps) {
  return (
    <Controller
      control={control}
      name="tags"
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)}>
          <TagsInput.Root
            name={field.name}
            value={field.value}
            onValueChange={(details) => field.onChange(details.value)}
            max={TAGS_MAX}
            addOnPaste
            delimiter=","
            invalid={Boolean(error)}
            translations={{ deleteTagTriggerLabel: (value) => `Remove the tag ${value}` }}
          >
            <TagsInput.Label>Tags</TagsInput.Label>
            <TagsInput.Control>
              <TagsInput.Context>
                {(api) =>
                  api.value.map((value, index) => (
                    <TagsInput.Item key={`${value}-${index}`} index={index} value={value}>
                      <TagsInput.ItemPreview>
                        <TagsInput.ItemText>{value}</TagsInput.ItemText>
                        <TagsInput.ItemDeleteTrigger />
                      </TagsInput.ItemPreview>
                      <TagsInput.ItemInput />
                    </TagsInput.Item>
                  ))
                }
              </TagsInput.Context>
              <TagsInput.Input placeholder="Add a tag and press Enter" onBlur={field.onBlur} ref={field.ref} list={TAG_SUGGESTIONS_ID} />
              <TagSuggestions />
            </TagsInput.Control>
            <TagsInput.HiddenInput />
          </TagsInput.Root>
          <Field.HelperText>Up to {TAGS_MAX} tags, separated by Enter or a comma.</Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
}

/** The image is checked here (size and type, spec §9) and uploaded once the group hookup is saved. */
export function ImageField({ control, error, current }: ControlledProps & { current?: string | null }) {
  return (
    <Controller
      control={control}
      name="image"
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Image</Field.Label>
          <Field.Input
            type="file"
            name={field.name}
            ref={field.ref}
            accept={IMAGE_TYPES.join(',')}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.currentTarget.files?.[0] ?? null)}
            className={css({ py: '1.5', h: 'auto' })}
          />
          <Field.HelperText>
            {current ? 'Choose a file to replace the current image. ' : ''}JPEG, PNG, WebP or GIF, at most 50 MB.
          </Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
}

/** Admins only: a sponsored group hookup is marked as such everywhere it is listed. */
export function SponsoredField({ control, error }: ControlledProps) {
  return (
    <Controller
      control={control}
      name="sponsored"
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)}>
          <Checkbox.Root name={field.name} checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
            <Checkbox.Control onBlur={field.onBlur}>
              <Checkbox.Indicator />
            </Checkbox.Control>
            <Checkbox.Label>Sponsored</Checkbox.Label>
            <Checkbox.HiddenInput ref={field.ref} />
          </Checkbox.Root>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
}
