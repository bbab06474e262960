// The lab catalogue's right pane once a sample is chosen: its editor (a form) over its priced parameters. A chunk of
// its own, drawn with Chakra, loaded when a sample is first chosen (the catalogue itself draws without Chakra).
import { ParamTable } from './ParamTable';
import { SampleEditor, type SampleEditorProps } from './SampleEditor';

export function LabSample(props: SampleEditorProps & { testUnitId: string }) {
  const { testUnitId, ...editor } = props;
  return (
    <>
      <SampleEditor {...editor} />
      <ParamTable api={props.api} testUnitId={testUnitId} sample={props.sample} standards={props.standards} />
    </>
  );
}
