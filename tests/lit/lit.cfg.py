# lit configuration for Refinery's .ll tests.
import os
import lit.formats

config.name = "Refinery"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.refinery_obj_root, "tests", "lit")

# A sanitizer build (-DREFINERY_SANITIZE=ON, scripts/sanitize.sh) does not
# limit a campaign worker's memory (ASan's shadow needs the address space).
if config.refinery_sanitize.upper() in ("ON", "1", "TRUE", "YES"):
    config.available_features.add("sanitizer")

config.environment["PATH"] = os.pathsep.join(
    [config.refinery_bin_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])
config.substitutions.append(("%refinery-frontend-fuzzer", os.path.join(config.refinery_bin_dir, "refinery-frontend-fuzzer")))
config.substitutions.append(("%refinery-fuzzer", os.path.join(config.refinery_bin_dir, "refinery-fuzzer")))
config.substitutions.append(("%refinery", os.path.join(config.refinery_bin_dir, "refinery")))
config.substitutions.append(("%tvplugin", os.path.join(config.refinery_lib_dir, "libRefineryTV.so")))
config.substitutions.append(("%opttv", os.path.join(config.refinery_src_root, "scripts", "opt-tv.sh")))
# (opt-tv.sh loads this build's plug-in, not the one of a build/ beside
# the sources.)
config.environment["REFINERY_TV_PLUGIN"] = os.path.join(config.refinery_lib_dir, "libRefineryTV.so")
config.substitutions.append(("%testplugin", os.path.join(config.refinery_lib_dir, "RefineryTestPasses.so")))
config.substitutions.append(("%opt22", os.path.join(config.llvm_tools_dir, "opt")))
config.substitutions.append(("%shared", config.refinery_shared_dir))
config.substitutions.append(("%srcroot", config.refinery_src_root))
