import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ApiMarkdown from '@theme/ApiMarkdown';
import ApiMedia from '@theme/ApiMedia';
import ApiRequirement from '@theme/ApiRequirement';
import ApiSection from '@theme/ApiSection';
import type {Props} from '@theme/ApiRequestBody';

/** A request body, in each of its media types. */
export default function ApiRequestBody({
  body,
  id,
  headingLevel,
}: Props): ReactNode {
  return (
    <ApiSection>
      <Heading as={headingLevel} id={id}>
        <Translate id="theme.api.requestBody">Request body</Translate>{' '}
        <ApiRequirement required={body.required} />
      </Heading>
      <ApiMarkdown html={body.descriptionHtml} />
      {body.contents.map((media) => (
        <ApiMedia key={media.mediaType} media={media} idPrefix={id} />
      ))}
    </ApiSection>
  );
}
